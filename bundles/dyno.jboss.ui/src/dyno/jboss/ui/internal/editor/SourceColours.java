package dyno.jboss.ui.internal.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.ICharacterScanner;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.editors.text.TextSourceViewerConfiguration;

/**
 * Syntax colouring of the Source page: XML (comments, tags, attribute values, CDATA, declarations) or a shell
 * script (comments, quoted strings, {@code $VARIABLES}). Everything else of a text editor (marker annotations
 * with hovers in the ruler, find, undo) comes from {@link TextSourceViewerConfiguration}.
 */
final class SourceColours extends TextSourceViewerConfiguration {

	private final boolean shell;

	SourceColours(IPreferenceStore store, boolean shell) {
		super(store);
		this.shell = shell;
	}

	@Override
	public IPresentationReconciler getPresentationReconciler(ISourceViewer viewer) {
		RuleBasedScanner scanner = new RuleBasedScanner();
		scanner.setRules((shell ? shellRules() : xmlRules()).toArray(IRule[]::new));
		PresentationReconciler reconciler = new PresentationReconciler();
		DefaultDamagerRepairer dr = new DefaultDamagerRepairer(scanner);
		reconciler.setDamager(dr, IDocument.DEFAULT_CONTENT_TYPE);
		reconciler.setRepairer(dr, IDocument.DEFAULT_CONTENT_TYPE);
		return reconciler;
	}

	private static IToken token(int colour, int style) {
		Color c = Display.getCurrent().getSystemColor(colour);
		return new Token(new TextAttribute(c, null, style));
	}

	private static List<IRule> xmlRules() {
		IToken comment = token(SWT.COLOR_DARK_GREEN, SWT.ITALIC);
		IToken string = token(SWT.COLOR_BLUE, SWT.NORMAL);
		IToken tag = token(SWT.COLOR_DARK_MAGENTA, SWT.BOLD);
		IToken declaration = token(SWT.COLOR_DARK_GRAY, SWT.NORMAL);
		List<IRule> rules = new ArrayList<>();
		rules.add(new MultiLineRule("<!--", "-->", comment));
		rules.add(new MultiLineRule("<![CDATA[", "]]>", declaration));
		rules.add(new MultiLineRule("<?", "?>", declaration));
		rules.add(new MultiLineRule("<!", ">", declaration));
		rules.add(new SingleLineRule("\"", "\"", string));
		rules.add(new TagNameRule(tag));
		return rules;
	}

	private static List<IRule> shellRules() {
		IToken comment = token(SWT.COLOR_DARK_GREEN, SWT.ITALIC);
		IToken string = token(SWT.COLOR_BLUE, SWT.NORMAL);
		IToken variable = token(SWT.COLOR_DARK_MAGENTA, SWT.BOLD);
		List<IRule> rules = new ArrayList<>();
		rules.add(new EndOfLineRule("#", comment));
		rules.add(new EndOfLineRule("rem ", comment));
		rules.add(new EndOfLineRule("REM ", comment));
		rules.add(new MultiLineRule("\"", "\"", string, '\\'));
		rules.add(new SingleLineRule("'", "'", string));
		rules.add(new VariableRule(variable));
		return rules;
	}

	/** {@code <name}, {@code </name}, {@code >} and {@code />}. */
	private record TagNameRule(IToken token) implements IRule {
		@Override
		public IToken evaluate(ICharacterScanner scanner) {
			int c = scanner.read();
			if (c == '>') {
				return token;
			}
			if (c == '/') {
				if (scanner.read() == '>') {
					return token;
				}
				scanner.unread();
				scanner.unread();
				return Token.UNDEFINED;
			}
			if (c != '<') {
				scanner.unread();
				return Token.UNDEFINED;
			}
			int n = 1;
			c = scanner.read();
			n++;
			if (c == '/') {
				c = scanner.read();
				n++;
			}
			while (c != ICharacterScanner.EOF && (Character.isLetterOrDigit(c) || c == ':' || c == '-' || c == '_'
					|| c == '.')) {
				c = scanner.read();
				n++;
			}
			scanner.unread();
			return n > 2 ? token : unread(scanner, n - 1);
		}

		private static IToken unread(ICharacterScanner scanner, int count) {
			for (int i = 0; i < count; i++) {
				scanner.unread();
			}
			return Token.UNDEFINED;
		}
	}

	/** {@code $NAME} and {@code ${NAME}}; {@code %NAME%} in batch files. */
	private record VariableRule(IToken token) implements IRule {
		@Override
		public IToken evaluate(ICharacterScanner scanner) {
			int c = scanner.read();
			if (c != '$' && c != '%') {
				scanner.unread();
				return Token.UNDEFINED;
			}
			int n = 1;
			int next = scanner.read();
			n++;
			if (c == '$' && next == '{') {
				while (next != '}' && next != ICharacterScanner.EOF && next != '\n') {
					next = scanner.read();
					n++;
				}
				return token;
			}
			while (next != ICharacterScanner.EOF && (Character.isLetterOrDigit(next) || next == '_')) {
				next = scanner.read();
				n++;
			}
			if (c == '%' && next == '%' && n > 2) {
				return token;
			}
			scanner.unread();
			n--;
			if (n > 1) {
				return token;
			}
			scanner.unread();
			return Token.UNDEFINED;
		}
	}
}
