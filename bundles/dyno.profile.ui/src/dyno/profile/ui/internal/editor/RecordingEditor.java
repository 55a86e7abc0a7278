package dyno.profile.ui.internal.editor;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.layout.GridData;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IGotoMarker;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Result;
import dyno.jvm.JvmInfo;
import dyno.profile.JfrFile;
import dyno.profile.RuleResult;
import dyno.profile.TimeRange;
import dyno.profile.analysis.JfrSummaryAnalysis;
import dyno.profile.analysis.JfrSummaryResult;
import dyno.profile.ui.DynoProfileUi;
import dyno.ui.BackgroundJob;
import dyno.ui.DynoUi;
import dyno.ui.Icons;
import dyno.ui.Parts;
import dyno.ui.ReadOnlyEditor;
import dyno.ui.ReportSource;

/**
 * A JFR recording, read-only, on five pages: Execution Time, Flame Graph, Memory, Threads and Rules. The file is read and
 * analysed in a job (the pages fill when it is done); JMC's rules run in a second job, as they take longer. A file
 * that is no recording (or a cut-off one) gets the reason in the editor's header.
 * <p>
 * Above the pages, the recording's own timeline ({@link TimelineStrip}): a drag selects a time range and every page
 * is analysed anew for it, in a job, by the same analysis of that range; a double-click or <i>Whole Recording</i>
 * goes back. The range shows beside the strip and in the editor's title and tooltip.
 */
public final class RecordingEditor extends ReadOnlyEditor implements ReportSource {

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
			.withZone(ZoneId.systemDefault());

	private Path file;
	private Label header;
	private TimelineStrip strip;
	private Label rangeLabel;
	private Button wholeRecording;
	/** The range the pages show (or are being analysed for). */
	private TimeRange range = TimeRange.ALL;
	private String toolTip;
	private CTabFolder pages;
	private CTabItem flameTab;
	private CTabItem rulesTab;
	private final ExecutionPage execution = new ExecutionPage();
	private final FlameGraphPage flame = new FlameGraphPage();
	private final MemoryPage memory = new MemoryPage();
	private final ThreadsPage threads = new ThreadsPage();
	private final RulesPage rules = new RulesPage();
	/** The recorded JVM's short name for the title; null until read, or when the recording does not say. */
	private String jvmName;
	/** The result the pages show; null until read. */
	private JfrSummaryResult shown;

	/** Opens (or brings to the front) the editor of {@code file}. UI thread. */
	public static void open(Path file) {
		open(file, TimeRange.ALL);
	}

	/**
	 * Opens (or brings to the front) the editor of {@code file} showing {@code range}; returns it, or null when it
	 * could not be opened (a dialog said why). UI thread.
	 */
	public static RecordingEditor open(Path file, TimeRange range) {
		RecordingInput input = new RecordingInput(file, range);
		Parts.openEditor(input, DynoProfileUi.RECORDING_EDITOR_ID, "Open Recording", file.toString());
		IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
		if (page != null && page.findEditor(input) instanceof RecordingEditor editor) {
			if (!editor.range().equals(range)) {
				editor.showRange(range); // it was open already, at another range
			}
			return editor;
		}
		return null;
	}

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		file = fileOf(input);
		setSite(site);
		setInput(input instanceof RecordingInput ? input : new RecordingInput(file));
		range = ((RecordingInput) getEditorInput()).range();
		title();
	}

	/** The file behind a path input: ours, a linked workspace file's (a rule marker's), or a project's in an IDE. */
	private static Path fileOf(IEditorInput input) throws PartInitException {
		if (input instanceof IPathEditorInput p) {
			return p.getPath().toPath();
		}
		throw new PartInitException("The Recording editor opens .jfr files on disk, not " + input.getName());
	}

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setData(DynoUi.WIDGET_NAME, "recording.editor");
		GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(area);
		header = new Label(area, SWT.WRAP);
		header.setData(DynoUi.WIDGET_NAME, "recording.header");
		header.setFont(JFaceResources.getBannerFont());
		header.setText("Reading " + file + "…");
		GridDataFactory.fillDefaults().grab(true, false).hint(600, SWT.DEFAULT).applyTo(header);
		createRangeBar(area);
		pages = new CTabFolder(area, SWT.BOTTOM | SWT.FLAT);
		pages.setData(DynoUi.WIDGET_NAME, "recording.pages");
		GridDataFactory.fillDefaults().grab(true, true).applyTo(pages);
		page("Execution Time", execution.create(pages));
		flameTab = page("Flame Graph", flame.create(pages));
		page("Memory", memory.create(pages));
		page("Threads", threads.create(pages));
		rulesTab = page("Rules", rules.create(pages));
		pages.setSelection(0);
		strip.select(range);
		wholeRecording.setEnabled(!range.isAll());
		load();
	}

	/** The timeline strip, the range as text, and the button that goes back to the whole recording. */
	private void createRangeBar(Composite area) {
		Composite bar = new Composite(area, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(3).applyTo(bar);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(bar);
		strip = new TimelineStrip(bar);
		strip.setData(DynoUi.WIDGET_NAME, "recording.timeline");
		strip.onChoose(this::showRange);
		GridDataFactory.fillDefaults().grab(true, false).hint(400, TimelineStrip.height()).applyTo(strip);
		rangeLabel = new Label(bar, SWT.NONE);
		rangeLabel.setData(DynoUi.WIDGET_NAME, "recording.range");
		rangeLabel.setText("Whole recording");
		GridDataFactory.fillDefaults().align(SWT.FILL, SWT.CENTER).hint(170, SWT.DEFAULT).applyTo(rangeLabel);
		wholeRecording = new Button(bar, SWT.PUSH);
		wholeRecording.setData(DynoUi.WIDGET_NAME, "recording.wholeRecording");
		wholeRecording.setText("Whole Recording");
		wholeRecording.setImage(Icons.image(RecordingEditor.class, "recording"));
		wholeRecording.setToolTipText("Analyse the whole recording again (as a double-click on the timeline does)");
		wholeRecording.setEnabled(false);
		wholeRecording.addListener(SWT.Selection, e -> showRange(TimeRange.ALL));
		GridDataFactory.fillDefaults().align(SWT.BEGINNING, SWT.CENTER).applyTo(wholeRecording);
	}

	/**
	 * Analyses every page anew for {@code r} (the whole recording for {@link TimeRange#ALL}): offsets from the
	 * recording's start or ISO instants. UI thread.
	 */
	public void showRange(TimeRange r) {
		range = r;
		strip.select(r);
		wholeRecording.setEnabled(!r.isAll());
		rangeLabel.setText(r.isAll() ? "Whole recording" : "Analysing " + rangeText(r) + "…");
		title();
		load();
	}

	/**
	 * The editor's title names the recorded JVM once the recording has said it ("Leaky (20261127-081018.jfr)"), and
	 * the range (as offsets); its tooltip the file and the range as given.
	 */
	private void title() {
		String fileName = String.valueOf(file.getFileName());
		String name = jvmName == null ? fileName : jvmName + " (" + fileName + ")";
		setPartName(range.isAll() ? name : name + " [" + rangeText(range) + "]");
		setTitleToolTip(range.isAll() ? file.toString() : file + "\nrange " + range + " of the recording");
	}

	/** The tooltip set by {@link #title()}: an editor's default is its input's, which knows no range. */
	@Override
	public String getTitleToolTip() {
		return toolTip;
	}

	@Override
	protected void setTitleToolTip(String text) {
		toolTip = text;
		super.setTitleToolTip(text);
	}

	/** The range the pages show. */
	public TimeRange range() {
		return range;
	}

	/** A range of ISO instants is long: it shows as offsets from the recording's start once the recording is read. */
	private String rangeText(TimeRange r) {
		if (shown == null || r.toString().indexOf('T') < 0) {
			return r.toString();
		}
		Instant start = shown.recording().whole().start();
		Instant from = r.from(start);
		Instant to = r.to(start);
		return (from == null ? "" : seconds(Duration.between(start, from))) + ".."
				+ (to == null ? "" : seconds(Duration.between(start, to)));
	}

	private static String seconds(Duration d) {
		return String.format(Locale.ROOT, "%.1fs", d.toMillis() / 1000.0);
	}

	private CTabItem page(String title, Control control) {
		CTabItem item = new CTabItem(pages, SWT.NONE);
		item.setText(title);
		item.setControl(control);
		return item;
	}

	private void load() {
		TimeRange r = range;
		BackgroundJob.start(getSite().getShell(), "Reading the recording " + file.getFileName()
				+ (r.isAll() ? "" : " for " + r), monitor -> Analyses.load(file, r, monitor), this::show);
	}

	private void show(Analyses a) {
		if (header.isDisposed() || a.result() != null && !a.result().recording().range().equals(range)) {
			return; // a range chosen since: its job shows it
		}
		if (a.problem() != null) {
			// The engine's messages name the file; say it once.
			header.setText(a.problem().contains(file.toString()) ? a.problem() : file + ": " + a.problem());
			header.setForeground(header.getDisplay().getSystemColor(SWT.COLOR_RED));
			for (Control part : List.of(pages, strip.getParent())) { // nothing to show, no time to select
				part.setVisible(false);
				((GridData) part.getLayoutData()).exclude = true;
			}
			header.getParent().layout(true, true);
			return;
		}
		JfrSummaryResult r = a.result();
		shown = r;
		if (jvmName == null) {
			jvmName = r.recording().whole().javaCommand().flatMap(JvmInfo::displayName).orElse(null);
			title();
		}
		header.setText(describe(r.recording().whole()));
		if (strip.shownTimeline() == null) {
			strip.show(a.timeline());
			strip.select(range);
			title();
		}
		rangeLabel.setText(range.isAll() ? "Whole recording" : "Range " + rangeText(range) + " ("
				+ r.recording().length().toMillis() / 100 / 10.0 + " s)");
		rangeLabel.setToolTipText(range.isAll() ? null : "from " + TIME.format(r.recording().start()) + " to "
				+ TIME.format(r.recording().end()));
		execution.show(r.recording(), r.execution(), "");
		flame.show(r.recording());
		memory.show(r.memory());
		threads.show(r.contention());
		rules.show(r.rules());
		header.getParent().layout(true, true);
		BackgroundJob.start(getSite().getShell(), "Marking JMC's rule results of " + file.getFileName(),
				monitor -> markRules(r.rules()), marked -> {
				});
	}

	/** The Problems view gets this recording's hints in place of those of an earlier evaluation. */
	private Void markRules(List<RuleResult> results) {
		try {
			RuleMarkers.update(file, results);
		} catch (CoreException e) {
			ILog.of(getClass()).log(e.getStatus()); // the Rules page still shows them
		}
		return null;
	}

	/** "rec.jfr: 2026-11-23 22:40:01 – 22:40:31 (30 s), 112 event types". */
	private String describe(JfrFile recording) {
		Duration length = Duration.between(recording.start(), recording.end());
		return file.getFileName() + ": " + TIME.format(recording.start()) + " – " + TIME.format(recording.end()) + " ("
				+ length.toSeconds() + " s), " + recording.eventTypes().size() + " event types";
	}

	/** File > Export Report...: the analysis the pages show, as {@code dyno jfr-summary --format html} writes it. */
	@Override
	public Result currentResult() {
		return shown;
	}

	/** The summary analysis' arguments for what is shown: the recording and the range its pages show. */
	@Override
	public Arguments currentArguments() {
		return Arguments.of(DynoUi.analyses().get("jfr-summary", JfrSummaryAnalysis.class))
				.with(JfrSummaryAnalysis.FILE, file).with(JfrSummaryAnalysis.RANGE, range).build();
	}

	@Override
	public String reportName() {
		return file.getFileName().toString().replaceFirst("\\.jfr$", "");
	}

	/** The Problems view opens a rule marker here: the Rules page with that rule selected. */
	@Override
	public <T> T getAdapter(Class<T> adapter) {
		if (adapter == IGotoMarker.class) {
			return adapter.cast((IGotoMarker) this::gotoMarker);
		}
		return super.getAdapter(adapter);
	}

	private void gotoMarker(IMarker marker) {
		String rule = RuleMarkers.ruleId(marker);
		if (rule.isEmpty() || pages == null || pages.isDisposed()) {
			return;
		}
		pages.setSelection(rulesTab);
		rules.select(rule);
	}

	/** Shows the Flame Graph page comparing this recording with {@code base} (null: stops comparing). UI thread. */
	public void compareWith(Path base) {
		flame.compareWith(base);
		pages.setSelection(flameTab);
	}

	@Override
	public void setFocus() {
		pages.setFocus();
	}
}
