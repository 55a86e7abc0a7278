package dyno.ui.internal.guide;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.Parser;

/**
 * A Markdown page laid out as plain text with marks, for a text widget to show: where each heading, link, picture,
 * code and indented block is. No SWT here: the view turns the marks into fonts, colours and pictures. Tables become
 * aligned columns of fixed-width text; raw HTML is left out.
 */
public final class GuideLayout {

	/** What a run of text is. */
	enum Kind {
		HEADING_1, HEADING_2, HEADING_3, BOLD, ITALIC, CODE, CODE_BLOCK, TABLE, TABLE_HEAD, LINK, PICTURE
	}

	/**
	 * A run of text of one kind.
	 *
	 * @param target a link's address, a picture's file as written; else null
	 */
	record Mark(int start, int length, Kind kind, String target) {
	}

	/**
	 * Lines indented by {@code level} steps from {@code start} to {@code end}; {@code hanging} characters of its first
	 * line (a bullet) stand out to the left of the rest.
	 */
	record Indent(int start, int end, int level, int hanging) {
	}

	private static final Parser PARSER = Parser.builder().extensions(List.of(TablesExtension.create())).build();
	/** What stands for a picture in the text: one character the view draws the picture over. */
	static final char PICTURE = '\uFFFC';

	private final StringBuilder text = new StringBuilder();
	private final List<Mark> marks = new ArrayList<>();
	private final List<Indent> indents = new ArrayList<>();
	private final Map<String, Integer> anchors = new HashMap<>();
	private String title;

	private GuideLayout() {
	}

	/** Lays out a Markdown page. */
	public static GuideLayout of(String markdown) {
		GuideLayout layout = new GuideLayout();
		PARSER.parse(markdown).accept(layout.new Blocks());
		while (layout.text.length() > 0 && layout.text.charAt(layout.text.length() - 1) == '\n') {
			layout.text.setLength(layout.text.length() - 1);
		}
		return layout;
	}

	String text() {
		return text.toString();
	}

	List<Mark> marks() {
		return marks;
	}

	List<Indent> indents() {
		return indents;
	}

	/** The page's first heading; null when it has none. */
	public String title() {
		return title;
	}

	/** Where the heading of this anchor (GitHub's: {@code #server-runtime}) begins; null when there is none. */
	public Integer anchor(String name) {
		return anchors.get(name);
	}

	/**
	 * GitHub's anchor of a heading: lower case, spaces to dashes, every character but letters, digits, dashes and
	 * underscores dropped; a repeated one gets {@code -1}, {@code -2}.
	 */
	static String slug(String heading, Map<String, ?> taken) {
		StringBuilder s = new StringBuilder();
		for (char c : heading.toLowerCase(Locale.ROOT).toCharArray()) {
			if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
				s.append(c);
			} else if (c == ' ') {
				s.append('-');
			}
		}
		String base = s.toString();
		String slug = base;
		for (int n = 1; taken.containsKey(slug); n++) {
			slug = base + "-" + n;
		}
		return slug;
	}

	/** The text of a node and its children, without marks (a heading's, a table cell's). */
	private static String plain(Node node) {
		StringBuilder out = new StringBuilder();
		node.accept(new AbstractVisitor() {
			@Override
			public void visit(Text t) {
				out.append(t.getLiteral());
			}

			@Override
			public void visit(Code c) {
				out.append(c.getLiteral());
			}

			@Override
			public void visit(SoftLineBreak b) {
				out.append(' ');
			}
		});
		return out.toString();
	}

	private void append(String s, Kind kind, String target) {
		int start = text.length();
		text.append(s);
		if (kind != null && !s.isEmpty()) {
			marks.add(new Mark(start, s.length(), kind, target));
		}
	}

	/** Ends the block: its text, then one empty line. */
	private void endBlock() {
		if (text.length() > 0 && text.charAt(text.length() - 1) != '\n') {
			text.append('\n');
		}
		text.append('\n');
	}

	/** The blocks of the page; inline content goes to {@link Inlines}. */
	private final class Blocks extends AbstractVisitor {

		private int level;

		@Override
		public void visit(Heading heading) {
			String s = plain(heading);
			anchors.put(slug(s, anchors), text.length());
			if (title == null) {
				title = s;
			}
			append(s, heading.getLevel() == 1 ? Kind.HEADING_1 : heading.getLevel() == 2 ? Kind.HEADING_2 : Kind.HEADING_3,
					null);
			endBlock();
		}

		@Override
		public void visit(Paragraph paragraph) {
			inline(paragraph);
			if (!(paragraph.getParent() instanceof ListItem item && tight(item))) {
				endBlock();
			} else {
				text.append('\n');
			}
		}

		@Override
		public void visit(BulletList list) {
			items(list, null);
		}

		@Override
		public void visit(OrderedList list) {
			Integer start = list.getMarkerStartNumber();
			items(list, start == null ? 1 : start);
		}

		private void items(Node list, Integer number) {
			level++;
			int n = number == null ? 0 : number;
			for (Node item = list.getFirstChild(); item != null; item = item.getNext()) {
				int start = text.length();
				String bullet = number == null ? "\u2022 " : n++ + ". ";
				text.append(bullet);
				visitChildren(item);
				indents.add(new Indent(start, text.length(), level, bullet.length()));
			}
			level--;
			if (level == 0 && !(text.length() > 1 && text.charAt(text.length() - 2) == '\n')) {
				text.append('\n');
			}
		}

		private static boolean tight(ListItem item) {
			return item.getParent() instanceof BulletList b ? b.isTight()
					: item.getParent() instanceof OrderedList o && o.isTight();
		}

		@Override
		public void visit(FencedCodeBlock code) {
			codeBlock(code.getLiteral());
		}

		@Override
		public void visit(IndentedCodeBlock code) {
			codeBlock(code.getLiteral());
		}

		private void codeBlock(String literal) {
			int start = text.length();
			append(literal.stripTrailing(), Kind.CODE_BLOCK, null);
			indents.add(new Indent(start, text.length(), level + 1, 0));
			endBlock();
		}

		@Override
		public void visit(BlockQuote quote) {
			int start = text.length();
			level++;
			visitChildren(quote);
			level--;
			indents.add(new Indent(start, text.length(), level + 1, 0));
		}

		@Override
		public void visit(ThematicBreak rule) {
			append("\u2500".repeat(40), null, null);
			endBlock();
		}

		@Override
		public void visit(CustomBlock block) {
			if (block instanceof TableBlock table) {
				table(table);
			} else {
				visitChildren(block);
			}
		}

		private void table(TableBlock table) {
			List<List<String>> rows = new ArrayList<>();
			int headRows = 0;
			for (Node part = table.getFirstChild(); part != null; part = part.getNext()) {
				for (Node row = part.getFirstChild(); row != null; row = row.getNext()) {
					if (row instanceof TableRow) {
						List<String> cells = new ArrayList<>();
						for (Node cell = row.getFirstChild(); cell != null; cell = cell.getNext()) {
							if (cell instanceof TableCell) {
								cells.add(plain(cell).strip());
							}
						}
						rows.add(cells);
						if (part instanceof TableHead) {
							headRows++;
						}
					}
				}
			}
			int columns = rows.stream().mapToInt(List::size).max().orElse(0);
			int[] widths = new int[columns];
			for (List<String> row : rows) {
				for (int c = 0; c < row.size(); c++) {
					widths[c] = Math.max(widths[c], row.get(c).length());
				}
			}
			int start = text.length();
			for (int r = 0; r < rows.size(); r++) {
				StringBuilder line = new StringBuilder();
				for (int c = 0; c < columns; c++) {
					String cell = c < rows.get(r).size() ? rows.get(r).get(c) : "";
					line.append(c == columns - 1 ? cell : String.format(Locale.ROOT, "%-" + widths[c] + "s  ", cell));
				}
				append(line.toString().stripTrailing() + "\n", r < headRows ? Kind.TABLE_HEAD : Kind.TABLE, null);
			}
			indents.add(new Indent(start, text.length(), level + 1, 0));
			endBlock();
		}

		private void inline(Node block) {
			Inlines inlines = new Inlines();
			for (Node child = block.getFirstChild(); child != null; child = child.getNext()) {
				child.accept(inlines);
			}
		}
	}

	/** A paragraph's content: text with its emphasis, code, links and pictures. */
	private final class Inlines extends AbstractVisitor {

		private Kind kind;
		private String target;

		@Override
		public void visit(Text t) {
			append(t.getLiteral(), kind, target);
		}

		@Override
		public void visit(Code code) {
			append(code.getLiteral(), target != null ? Kind.LINK : Kind.CODE, target);
		}

		@Override
		public void visit(SoftLineBreak b) {
			append(" ", kind, target);
		}

		@Override
		public void visit(HardLineBreak b) {
			text.append('\n');
		}

		@Override
		public void visit(Emphasis e) {
			within(e, Kind.ITALIC, target);
		}

		@Override
		public void visit(StrongEmphasis e) {
			within(e, Kind.BOLD, target);
		}

		@Override
		public void visit(Link link) {
			within(link, Kind.LINK, link.getDestination());
		}

		@Override
		public void visit(Image image) {
			// A picture on a line of its own, its description under it.
			if (text.length() > 0 && text.charAt(text.length() - 1) != '\n') {
				text.append('\n');
			}
			append(String.valueOf(PICTURE), Kind.PICTURE, image.getDestination());
			text.append('\n');
			append(plain(image), Kind.ITALIC, null);
		}

		private void within(Node node, Kind inner, String innerTarget) {
			Kind outerKind = kind;
			String outerTarget = target;
			// A link keeps its kind inside emphasis: what matters is that it can be followed.
			kind = outerKind == Kind.LINK ? Kind.LINK : inner;
			target = innerTarget;
			visitChildren(node);
			kind = outerKind;
			target = outerTarget;
		}
	}
}
