package dyno.profile.ui.internal.live;

import java.time.Instant;
import java.util.Comparator;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

import dyno.core.Listeners;
import dyno.jvm.Target;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.connections.Jvms;
import dyno.profile.AllocationRow;
import dyno.profile.FrameFilter;
import dyno.profile.HotMethod;
import dyno.profile.LiveProfile;
import dyno.profile.RecordingStore;
import dyno.profile.ui.internal.editor.Format;
import dyno.profile.ui.internal.editor.RecordingEditor;
import dyno.profile.ui.internal.editor.RowTable;
import dyno.ui.BackgroundJob;
import dyno.ui.DynoUi;
import dyno.ui.Icons;

/**
 * The live profile of one JVM ({@link LiveProfile}): hot methods and allocation by class over the last seconds,
 * refreshed every second, with Pause/Resume and Save as Recording (which opens the Recording editor). One view
 * per target (the secondary id encodes it). Starting, saving and closing the stream talk to the JVM, so they run
 * in jobs or a thread of their own; snapshots arrive on the profile's thread and are shown at most once per UI
 * turn.
 */
public final class LiveProfileView extends ViewPart {

	public static final String ID = "dyno.profile.ui.liveProfile";

	private Target target;
	private Label status;
	private RowTable<HotMethod> methods;
	private RowTable<AllocationRow> allocations;
	private IAction pause;
	private IAction save;
	/** Set once the stream runs; closed with the view. */
	private volatile LiveProfile profile;
	private Listeners.Registration listening;
	private volatile boolean disposed;
	/** The newest snapshot not shown yet; one UI turn shows it, however many arrived. */
	private final AtomicReference<LiveProfile.Snapshot> pending = new AtomicReference<>();

	private final LiveProfile.Listener snapshots = new LiveProfile.Listener() {
		@Override
		public void updated(LiveProfile.Snapshot snapshot) {
			if (pending.getAndSet(snapshot) == null) {
				onUi(() -> show(pending.getAndSet(null)));
			}
		}

		@Override
		public void heldBack(int snapshots) {
			onUi(() -> {
				if (pause.isChecked()) {
					status.setText(pausedText(snapshots));
				}
			});
		}

		@Override
		public void ended(String why) {
			onUi(() -> {
				status.setText(why);
				pause.setEnabled(false);
				save.setEnabled(false);
			});
		}
	};

	@Override
	public void init(IViewSite site) throws PartInitException {
		super.init(site);
		target = DynoJvmUi.target(site, "Live Profile");
		setPartName("Live Profile " + target.label());
	}

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setData(DynoUi.WIDGET_NAME, "live.view " + target.label());
		GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(area);
		status = new Label(area, SWT.WRAP);
		status.setData(DynoUi.WIDGET_NAME, "live.status");
		status.setText("Starting the JFR stream of " + target.label() + " …");
		GridDataFactory.fillDefaults().grab(true, false).hint(300, SWT.DEFAULT).applyTo(status);
		SashForm tables = new SashForm(area, SWT.VERTICAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(tables);
		methods = new RowTable<>(tables, "live.hotMethods", HotMethod.class)
				.text("Hot method", 420, HotMethod::method)
				.number("Self %", 65, h -> Format.percent(h.selfPercent()), Comparator.comparingDouble(HotMethod::selfPercent))
				.number("Total %", 65, h -> Format.percent(h.totalPercent()), Comparator.comparingDouble(HotMethod::totalPercent))
				.number("Self", 70, h -> Format.count(h.selfSamples()), Comparator.comparingLong(HotMethod::selfSamples))
				.number("Total", 70, h -> Format.count(h.totalSamples()), Comparator.comparingLong(HotMethod::totalSamples));
		allocations = new RowTable<>(tables, "live.allocations", AllocationRow.class)
				.text("Allocated class", 420, AllocationRow::className)
				.number("%", 65, a -> Format.percent(a.percent()), Comparator.comparingDouble(AllocationRow::percent))
				.number("Bytes (est.)", 90, a -> Format.bytes(a.bytes()), Comparator.comparingLong(AllocationRow::bytes))
				.number("Samples", 70, a -> Format.count(a.events()), Comparator.comparingLong(AllocationRow::events));
		tables.setWeights(60, 40);
		actions(getViewSite().getActionBars().getToolBarManager());
		start();
	}

	private void actions(IToolBarManager toolBar) {
		pause = new Action("Pause", IAction.AS_CHECK_BOX) {
			@Override
			public void run() {
				LiveProfile p = profile;
				if (p != null) {
					p.setPaused(isChecked());
					setText(isChecked() ? "Resume" : "Pause");
					status.setText(isChecked() ? pausedText(0) : "Resumed.");
				}
			}
		};
		pause.setId("live.pause");
		pause.setToolTipText("Pause or resume the tables (the stream goes on, so Save as Recording still has it all)");
		pause.setImageDescriptor(Icons.of(getClass(), "pause"));
		save = new Action("Save as Recording") {
			@Override
			public void run() {
				saveAsRecording();
			}
		};
		save.setId("live.save");
		save.setToolTipText("Save as Recording: what the stream kept (the last minutes), into the recording store, "
				+ "and open it");
		save.setImageDescriptor(Icons.shared(ISharedImages.IMG_ETOOL_SAVE_EDIT));
		pause.setEnabled(false);
		save.setEnabled(false);
		toolBar.add(pause);
		toolBar.add(save);
	}

	private void start() {
		BackgroundJob.start(getSite().getShell(), "Live profile of " + target.label(), monitor -> {
			LiveProfile p = LiveProfile.start(Jvms.live(target, Jvms.FLIGHT_RECORDER), LiveProfile.DEFAULT_PERIOD,
					LiveProfile.DEFAULT_WINDOW, FrameFilter.NONE);
			if (disposed) {
				p.close(); // the view closed while the stream started
				return null;
			}
			return p;
		}, p -> {
			if (p == null || status.isDisposed()) {
				return;
			}
			profile = p;
			listening = p.addListener(snapshots);
			status.setText("Streaming " + target.label() + ": the first second comes next …");
			pause.setEnabled(true);
			save.setEnabled(true);
		});
	}

	private void show(LiveProfile.Snapshot s) {
		LiveProfile p = profile;
		// A snapshot taken before Pause but reaching the UI after it is dropped: paused tables stay as they were
		// when the user paused, and so does the status saying so.
		if (s == null || status.isDisposed() || p != null && p.paused()) {
			return;
		}
		methods.setRows(s.methods());
		allocations.setRows(s.allocations());
		status.setText(String.format("%s: last %d s, %s execution samples (every %d ms per running thread), %s "
				+ "allocation samples", target.label(), s.window().toSeconds(), Format.count(s.samples()),
				LiveProfile.DEFAULT_PERIOD.toMillis(), Format.count(s.allocationSamples())));
	}

	private void saveAsRecording() {
		LiveProfile p = profile;
		if (p == null) {
			return;
		}
		BackgroundJob.start(getSite().getShell(), "Saving the live profile of " + target.label(),
				monitor -> p.save(RecordingStore.defaultStore().newFile(p.jvm(), Instant.now())), RecordingEditor::open);
	}

	private static String pausedText(int heldBack) {
		return "Paused" + (heldBack > 0 ? " for " + heldBack + " s" : "")
				+ ": the tables keep the last second shown; the stream goes on.";
	}

	private void onUi(Runnable r) {
		if (!disposed && !status.isDisposed()) {
			status.getDisplay().asyncExec(() -> {
				if (!status.isDisposed()) {
					r.run();
				}
			});
		}
	}

	@Override
	public void setFocus() {
		methods.control().setFocus();
	}

	@Override
	public void dispose() {
		disposed = true;
		if (listening != null) {
			listening.close();
		}
		LiveProfile p = profile;
		if (p != null) {
			// Closing removes the recording from the JVM: a call over JMX, off the UI thread.
			Thread closing = new Thread(p::close, "dyno-live-profile-close " + target.label());
			closing.setDaemon(false);
			closing.start();
		}
		super.dispose();
	}
}
