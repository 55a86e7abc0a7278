package dyno.load.ui.internal.dashboard;

import java.util.function.IntSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Control;

/**
 * Keeps each pane of a vertical {@link SashForm} at least its minimum height, the rest shared by the sash's weights
 * (as the user dragged them). A SashForm shares by weight alone: beside the views the Load Dashboard's timeline got
 * 15 px a strip, and with less room than its panes' trims GTK was asked for negative sizes and showed nothing. The
 * dashboard scrolls instead ({@link #total()} is the height its scrolled content needs at least).
 */
final class PaneMinimums {

	private final SashForm sash;
	private final IntSupplier[] minimums;

	/** {@code minimums}: one per pane of {@code sash}, in its order, asked again at each resize. */
	private PaneMinimums(SashForm sash, IntSupplier... minimums) {
		this.sash = sash;
		this.minimums = minimums;
	}

	static PaneMinimums keep(SashForm sash, IntSupplier... minimums) {
		PaneMinimums kept = new PaneMinimums(sash, minimums);
		sash.addListener(SWT.Resize, e -> kept.apply());
		return kept;
	}

	/** The height the sash needs for every pane at its minimum, the sashes between them included. */
	int total() {
		int sum = sash.getSashWidth() * (minimums.length - 1);
		for (IntSupplier m : minimums) {
			sum += m.getAsInt();
		}
		return sum;
	}

	/** The sash's panes (its children but the sashes themselves, which are not counted in its weights). */
	private int visiblePanes() {
		int panes = 0;
		for (Control c : sash.getChildren()) {
			if (!(c instanceof org.eclipse.swt.widgets.Sash) && c.getVisible()) {
				panes++;
			}
		}
		return panes;
	}

	/**
	 * Weights that give each pane below its minimum that minimum, in pixels, the others the rest in proportion to
	 * their weights now; unchanged when every pane has its minimum already.
	 */
	void apply() {
		int room = sash.getClientArea().height - sash.getSashWidth() * (minimums.length - 1);
		if (room <= 0 || visiblePanes() != minimums.length) {
			return;
		}
		int[] weights = sash.getWeights();
		long weightSum = 0;
		for (int w : weights) {
			weightSum += w;
		}
		int[] heights = new int[weights.length];
		boolean[] fixed = new boolean[weights.length];
		// Fix the panes below their minimum one round at a time: the rest shrinks for each, which may put another under.
		for (boolean changed = true; changed;) {
			changed = false;
			int free = room;
			long freeWeight = 0;
			for (int i = 0; i < weights.length; i++) {
				if (fixed[i]) {
					free -= heights[i];
				} else {
					freeWeight += weights[i];
				}
			}
			for (int i = 0; i < weights.length; i++) {
				if (!fixed[i]) {
					heights[i] = freeWeight == 0 ? 0 : (int) (free * weights[i] / freeWeight);
					int min = minimums[i].getAsInt();
					if (heights[i] < min) {
						heights[i] = min;
						fixed[i] = true;
						changed = true;
					}
				}
			}
		}
		// The panes' sizes are the old ones during a resize: the weights say what they are about to get.
		boolean below = false;
		for (int i = 0; i < weights.length && weightSum > 0; i++) {
			below |= room * weights[i] / weightSum < minimums[i].getAsInt();
		}
		if (below) {
			sash.setWeights(heights);
		}
	}
}
