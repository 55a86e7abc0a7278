package dyno.jboss.ui.internal.editor;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.editors.text.IStorageDocumentProvider;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.ide.IGotoMarker;

import dyno.core.Listeners.Registration;
import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.ConfigSyntaxException;
import dyno.jboss.model.BoundModel;
import dyno.jboss.model.ConfigModels;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.Fix;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.forms.EditorPages;
import dyno.jboss.ui.internal.forms.FormHost;
import dyno.jboss.ui.internal.forms.GeneratedPage;
import dyno.jboss.ui.internal.forms.PageSpec;
import dyno.jboss.ui.internal.markers.Markers;
import dyno.ui.LinkedFiles;

/**
 * The guided editor of a configuration file ({@value #ID}): form pages generated from the file kind's model and a
 * Source page, all on one document (the Source page's file buffer). Form edits become single minimal replaces of
 * that document, so both pages share one undo history and one dirty state; Source edits refresh the forms after a
 * pause. Every change is re-linted in the background: field decorations, a Hints section per page, and the file's
 * Problems-view markers (shown in the Source ruler too).
 */
public final class ConfigEditor extends FormEditor implements FormHost, GeneratedPage.HintPlacement {

	/** The editor id (plugin.xml). */
	public static final String ID = "dyno.jboss.ui.configEditor";

	private static final int REFRESH_DELAY_MS = 300;

	private final List<GeneratedPage> forms = new ArrayList<>();
	private final Runnable refresh = this::refreshNow;
	private Registration liveChanged;
	private final IDocumentListener typing = new IDocumentListener() {
		@Override
		public void documentAboutToBeChanged(DocumentEvent event) {
		}

		@Override
		public void documentChanged(DocumentEvent event) {
			if (!editing) {
				getSite().getShell().getDisplay().timerExec(REFRESH_DELAY_MS, refresh);
			}
		}
	};
	private IFile resource;
	private ConfigFile file;
	private SourceEditor source;
	private DocumentText text;
	/** Disposed: a refresh or re-lint still on its way (a typing timer, a live-facts change) must not lint its text. */
	private boolean closed;
	private LintJob lint;
	private BoundModel model;
	private String broken;
	private List<Finding> findings = List.of();
	/** True while a form edit writes the document: the forms refresh at once instead of after a pause. */
	private boolean editing;

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		if (!(input instanceof IFileEditorInput in)) {
			throw new PartInitException("The configuration editor opens workspace files (LinkedFiles.fileFor), not "
					+ input.getClass().getSimpleName());
		}
		resource = in.getFile();
		Path path = LinkedFiles.pathOf(resource);
		Optional<FileKind> kind = FileKind.of(path, head(path));
		if (kind.isEmpty()) {
			throw new PartInitException(path.getFileName() + " is not a configuration file Dyno knows (run.conf, "
					+ "server.xml, *-ds.xml, standalone.xml …)");
		}
		file = new ConfigFile(path, kind.get());
		super.init(site, input);
		setPartName(resource.getName());
	}

	/**
	 * The file on disk and its kind: an editor's default tooltip is its input's, which names the workspace link to
	 * the file ({@code /.dyno-files/…}), Dyno's internal copy.
	 */
	@Override
	public String getTitleToolTip() {
		return file == null ? super.getTitleToolTip() : file.path() + " — " + file.kind().label();
	}

	private static byte[] head(Path path) throws PartInitException {
		try (InputStream in = Files.newInputStream(path)) {
			return in.readNBytes(4096);
		} catch (IOException e) {
			throw new PartInitException("cannot read " + path + ": " + e.getMessage(), e);
		}
	}

	@Override
	protected void addPages() {
		try {
			for (PageSpec spec : EditorPages.of(file.kind())) {
				GeneratedPage page = new GeneratedPage(this, this, spec);
				forms.add(page);
				addPage(page);
			}
			source = new SourceEditor(file.kind().syntax() != FileKind.Syntax.XML);
			int index = addPage(source, getEditorInput());
			setPageText(index, "Source");
		} catch (PartInitException e) {
			throw new IllegalStateException("cannot open the pages of " + file.name() + ": " + e.getMessage(), e);
		}
		IDocument document = source.getDocumentProvider().getDocument(getEditorInput());
		text = new DocumentText(file, document, charset());
		document.addDocumentListener(typing);
		lint = new LintJob(file, resource, charset(), getSite().getShell().getDisplay(), this::showFindings);
		liveChanged = JBossUiPlugin.liveHints().addListener(() -> Display.getDefault().asyncExec(this::lintSoon));
		refreshNow();
	}

	private Charset charset() {
		if (source.getDocumentProvider() instanceof IStorageDocumentProvider p) {
			String encoding = p.getEncoding(getEditorInput());
			return Charset.forName(encoding != null ? encoding : p.getDefaultEncoding());
		}
		return Charset.defaultCharset();
	}

	/** Re-parses the text: the forms show its model, or the reason it does not parse. */
	private void refreshNow() {
		if (text == null || closed) {
			return;
		}
		getSite().getShell().getDisplay().timerExec(-1, refresh);
		try {
			ConfigDocument doc = text.parse();
			model = ConfigModels.packageFor(file.kind()).isPresent() ? BoundModel.bind(file, doc) : null;
			broken = null;
		} catch (ConfigSyntaxException e) {
			model = null;
			broken = e.getMessage();
		}
		forms.forEach(GeneratedPage::refresh);
		lintSoon();
	}

	private void lintSoon() {
		if (text != null && !closed) {
			lint.lint(text.document().get());
		}
	}

	private void showFindings(List<Finding> latest) {
		findings = latest;
		forms.forEach(GeneratedPage::refresh);
	}

	@Override
	public ConfigFile file() {
		return file;
	}

	@Override
	public BoundModel model() {
		return model;
	}

	@Override
	public String brokenMessage() {
		return broken;
	}

	@Override
	public List<Finding> findings() {
		return findings;
	}

	@Override
	public GeneratedPage pageOf(Finding f, BoundModel m) {
		for (GeneratedPage p : forms) {
			if (p.claims(f, m)) {
				return p;
			}
		}
		return forms.isEmpty() ? null : forms.get(0);
	}

	@Override
	public String setValue(ObjectRef ref, EAttribute attribute, Object value) {
		return edit(doc -> {
			List<EObject> all = BoundModel.bind(file, doc).all(ref.eClass());
			if (ref.index() >= all.size()) {
				throw new IllegalStateException("the text no longer has this " + ref.eClass());
			}
			EObject o = all.get(ref.index());
			if (value == null) {
				o.eUnset(attribute);
			} else {
				o.eSet(attribute, value);
			}
		});
	}

	@Override
	public void applyFix(Fix fix) {
		String refused = edit(fix::apply);
		if (refused != null) {
			MessageDialog.openError(getSite().getShell(), "Quick fix", "Cannot apply \"" + fix.label() + "\": " + refused);
		}
	}

	/** Runs an engine edit on the text; null when done, else why not. */
	private String edit(Consumer<ConfigDocument> change) {
		editing = true;
		try {
			text.edit(change);
		} catch (ConfigSyntaxException e) {
			return "the text does not parse: " + e.getMessage();
		} catch (RuntimeException e) {
			return e.getMessage() == null ? e.toString() : e.getMessage();
		} finally {
			editing = false;
		}
		refreshNow();
		return null;
	}

	@Override
	public void save() {
		doSave(new NullProgressMonitor());
	}

	@Override
	public void revert() {
		source.doRevertToSaved();
		refreshNow();
	}

	@Override
	public void undo() {
		textOperation(ITextOperationTarget.UNDO);
	}

	@Override
	public void redo() {
		textOperation(ITextOperationTarget.REDO);
	}

	private void textOperation(int operation) {
		ITextOperationTarget target = source.getAdapter(ITextOperationTarget.class);
		if (target != null && target.canDoOperation(operation)) {
			target.doOperation(operation);
		}
	}

	/**
	 * Saves the document through its file buffer (only the edited bytes differ), keeps the original as
	 * {@code .dyno-orig} the first time, and tells {@link dyno.jboss.ui.ConfigSaves} the bytes before and after.
	 * A {@code standalone.xml} whose server runs is not written: the edit goes through the server's management
	 * interface ({@link RunningServerSave}), which writes the file, read back here; or the save is refused and the
	 * editor keeps the edit. A file a running JBoss AS 4–6 redeploys is written once the user agrees.
	 */
	@Override
	public void doSave(IProgressMonitor monitor) {
		Path path = file.path();
		byte[] before;
		try {
			before = Files.exists(path) ? Files.readAllBytes(path) : new byte[0];
			ConfigFiles.keepOriginal(path);
		} catch (IOException e) {
			MessageDialog.openError(getSite().getShell(), "Save", "Cannot read " + path + " before saving: "
					+ e.getMessage() + "\nThe editor keeps your changes.");
			return;
		}
		Consumer<String> said = getEditorSite().getActionBars().getStatusLineManager()::setMessage;
		switch (RunningServerSave.save(getSite().getShell(), file, before, text.document().get().getBytes(charset()),
				said)) {
		case REFUSED -> {
			monitor.setCanceled(true); // a save before closing keeps the editor open
			return;
		}
		case APPLIED -> readServersFile();
		case WRITE -> source.doSave(monitor);
		case WRITE_THEN_START -> {
			source.doSave(monitor);
			// Started even when the write failed: the user stopped the server for the save, not to leave it down.
			RunningServerSave.startAgain(getSite().getShell(), file, said);
		}
		}
		if (source.isDirty()) {
			return; // the text editor reported why
		}
		try {
			byte[] after = Files.readAllBytes(path);
			if (!Arrays.equals(before, after)) {
				JBossUiPlugin.configSaves().fire(file, before, after);
			}
		} catch (IOException e) {
			MessageDialog.openError(getSite().getShell(), "Save", path + " was saved but cannot be read back: "
					+ e.getMessage());
		}
		editorDirtyStateChanged();
	}

	/** Shows the file the running server wrote with the applied edit (its own layout) as the saved text. */
	private void readServersFile() {
		try {
			resource.refreshLocal(IResource.DEPTH_ZERO, null);
		} catch (CoreException e) {
			ILog.of(ConfigEditor.class).log(e.getStatus());
		}
		source.doRevertToSaved();
		refreshNow();
	}

	@Override
	public boolean isSaveAsAllowed() {
		return false;
	}

	@Override
	public void doSaveAs() {
		throw new UnsupportedOperationException("configuration files are saved in place");
	}

	/** Going to a marker (Problems view) shows it on the Source page. */
	@Override
	public <T> T getAdapter(Class<T> adapter) {
		if (adapter == IGotoMarker.class && source != null) {
			return adapter.cast((IGotoMarker) marker -> {
				showSource();
				IDE.gotoMarker(source, marker);
			});
		}
		return super.getAdapter(adapter);
	}

	/** Brings the Source page to the front. */
	public void showSource() {
		setActiveEditor(source);
	}

	/** The Source page's text editor (for the action bar contributor). */
	SourceEditor source() {
		return source;
	}

	@Override
	public void dispose() {
		if (liveChanged != null) {
			liveChanged.close();
		}
		closed = true;
		if (text != null) {
			text.document().removeDocumentListener(typing);
			getSite().getShell().getDisplay().timerExec(-1, refresh);
			lint.cancel(); // its text is the editor's, which is discarded now
			relintSaved();
		}
		super.dispose();
	}

	/** After closing, the markers describe the file on disk again, not the text that was discarded. */
	private void relintSaved() {
		IFile r = resource;
		ConfigFile f = file;
		Job job = new Job("Checking " + f.name()) {
			@Override
			protected IStatus run(IProgressMonitor monitor) {
				if (!r.exists() || !Files.isRegularFile(f.path())) {
					return Status.OK_STATUS; // deleted or moved away meanwhile: its markers went with it
				}
				try {
					List<Finding> saved = Hints.lint(ServerOfFile.of(f), f, Files.readAllBytes(f.path()));
					Markers.update(r, saved);
					return Status.OK_STATUS;
				} catch (IOException e) {
					return Status.error("cannot read " + f.path(), e);
				} catch (CoreException e) {
					return e.getStatus();
				}
			}

			@Override
			public boolean belongsTo(Object family) {
				return family == Markers.FAMILY;
			}
		};
		// read, lint and write the markers as one step: a quick fix saved meanwhile comes before or after, never between
		job.setRule(Markers.lintRule(r));
		job.schedule();
	}
}
