package dyno.profile.ui.internal.editor;

import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import dyno.core.Plural;
import dyno.profile.Butterfly;
import dyno.profile.ExecutionProfile;
import dyno.profile.FrameFilter;
import dyno.profile.HotMethod;
import dyno.profile.JfrFile;
import dyno.profile.MethodCount;
import dyno.ui.BackgroundJob;

/**
 * Execution Time Analysis: the hot methods (self and total samples), the call tree from the threads' roots, and
 * the butterfly (callers and callees) of the method selected in either; a package/class filter recomputes all
 * three in a job.
 */
final class ExecutionPage {

	private Text filter;
	private Label summary;
	private RowTable<HotMethod> hot;
	private CallTreeViewer tree;
	private Label butterflyTitle;
	private RowTable<MethodCount> callers;
	private RowTable<MethodCount> callees;
	private JfrFile recording;
	private ExecutionProfile profile;

	Control create(Composite parent) {
		Composite page = Pages.area(parent, "execution.page", 3);
		filter = Pages.frameFilter(page, "execution.filter", this::applyFilter);
		GridDataFactory.fillDefaults().hint(320, SWT.DEFAULT).applyTo(filter);
		summary = Pages.line(page, "execution.summary");

		SashForm rows = new SashForm(page, SWT.VERTICAL);
		GridDataFactory.fillDefaults().span(3, 1).grab(true, true).applyTo(rows);
		SashForm top = new SashForm(rows, SWT.HORIZONTAL);
		hot = new RowTable<>(top, "execution.hotMethods", HotMethod.class)
				.text("Hot method", 360, h -> ExecutionProfile.recorderMethod(h.method()) ? h.method() + "  (JFR's own)"
						: h.method())
				.number("Self", 70, h -> Format.count(h.selfSamples()), Comparator.comparingLong(HotMethod::selfSamples))
				.number("Self %", 65, h -> Format.percent(h.selfPercent()), Comparator.comparingDouble(HotMethod::selfPercent))
				.number("Total", 70, h -> Format.count(h.totalSamples()), Comparator.comparingLong(HotMethod::totalSamples))
				.number("Total %", 65, h -> Format.percent(h.totalPercent()), Comparator.comparingDouble(HotMethod::totalPercent));
		hot.onSelect(h -> showButterfly(h == null ? null : h.method()));
		tree = new CallTreeViewer(top, this::showButterfly);
		top.setWeights(55, 45);

		Composite bottom = new Composite(rows, SWT.NONE);
		GridLayoutFactory.fillDefaults().applyTo(bottom);
		butterflyTitle = Pages.line(bottom, "execution.butterflyTitle");
		SashForm butterfly = new SashForm(bottom, SWT.HORIZONTAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(butterfly);
		callers = countTable(butterfly, "execution.callers", "Caller (calls it)");
		callees = countTable(butterfly, "execution.callees", "Callee (called by it)");
		rows.setWeights(62, 38);
		return page;
	}

	private static RowTable<MethodCount> countTable(Composite parent, String name, String title) {
		return new RowTable<>(parent, name, MethodCount.class)
				.text(title, 380, MethodCount::method)
				.number("Samples", 80, m -> Format.count(m.samples()), Comparator.comparingLong(MethodCount::samples))
				.number("%", 65, m -> Format.percent(m.percent()), Comparator.comparingDouble(MethodCount::percent));
	}

	void show(JfrFile file, ExecutionProfile execution, String filterText) {
		recording = file;
		profile = execution;
		List<HotMethod> methods = execution.hotMethods();
		hot.setRows(methods);
		tree.setRoot(execution.root());
		if (methods.isEmpty()) {
			showButterfly(null);
		} else {
			hot.control().setSelection(0);
			showButterfly(methods.get(0).method());
		}
		long samples = execution.samples();
		summary.setText(Format.count(samples) + " execution samples, " + Format.count(methods.size()) + " methods"
				+ (filterText.isEmpty() ? "" : " (filter " + filterText + ")")
				+ (samples == 0 ? ": the recording has no execution samples (record with the profile settings)" : "")
				+ ExecutionProfile.fewSamplesWarning(samples).map(w -> " — " + w).orElse(""));
		summary.getParent().layout();
	}

	private void applyFilter() {
		if (recording == null) {
			return;
		}
		String text = filter.getText().strip();
		FrameFilter frames;
		try {
			frames = FrameFilter.parse(text);
		} catch (IllegalArgumentException e) {
			summary.setText("Filter not applied: " + e.getMessage());
			summary.getParent().layout();
			return;
		}
		JfrFile file = recording;
		summary.setText("Filtering…");
		BackgroundJob.start(filter.getShell(), "Filtering the execution profile", m -> ExecutionProfile.of(file, frames),
				p -> {
					if (!filter.isDisposed()) {
						show(file, p, text);
					}
				});
	}

	private void showButterfly(String method) {
		if (method == null || profile == null) {
			butterflyTitle.setText("Butterfly: select a method above for its callers and callees");
			callers.setRows(List.of());
			callees.setRows(List.of());
			return;
		}
		Butterfly b = profile.butterfly(method);
		butterflyTitle.setText("Butterfly of " + method + ": " + Format.count(b.totalSamples()) + " "
				+ Plural.noun(b.totalSamples(), "sample") + " (" + Format.count(b.selfSamples()) + " self), "
				+ Plural.of(b.callers().size(), "caller") + ", " + Plural.of(b.callees().size(), "callee")
				+ "; % of its samples");
		callers.setRows(b.callers());
		callees.setRows(b.callees());
	}
}
