package dyno.cli.internal;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import dyno.heap.ClassRow;
import dyno.heap.hprof.HeapDump;
import dyno.heap.hprof.Holders;

/**
 * {@code ./dyno holders <hprof> <class>}: who holds a class's instances in a heap dump (shortest paths from the GC
 * roots, grouped by accumulation point, with retained-size estimates), as text or JSON.
 */
final class HoldersCommand implements Command {

	static final String USAGE = "<hprof> <class> [--paths N] [--format text|json]";

	@Override
	public String name() {
		return "holders";
	}

	@Override
	public String usage() {
		return USAGE;
	}

	@Override
	public String summary() {
		return "who holds a class's instances in an HPROF heap dump: shortest paths from GC roots by holder";
	}

	@Override
	public int run(List<String> args, PrintStream out, PrintStream err) {
		List<String> positional = new ArrayList<>();
		String format = "text";
		int paths = 3;
		try {
			OptionReader options = new OptionReader(args);
			while (options.next()) {
				String name = options.name();
				if (name.equals("--format")) {
					format = options.value();
					if (!List.of("text", "json").contains(format)) {
						throw new IllegalArgumentException("--format '" + format + "': use text or json");
					}
				} else if (name.equals("--paths")) {
					paths = paths(options.value());
				} else if (options.arg().startsWith("-")) {
					throw new IllegalArgumentException("unknown option '" + options.arg() + "'");
				} else {
					positional.add(options.arg());
				}
			}
			if (positional.size() != 2) {
				throw new IllegalArgumentException("give a heap dump and a class name");
			}
		} catch (IllegalArgumentException e) {
			err.println("dyno holders: " + e.getMessage() + " (usage: dyno holders " + USAGE + ")");
			return ExitCode.USAGE;
		}
		Path file = UserDir.resolve(positional.get(0));
		String className = positional.get(1);
		if (!Files.isRegularFile(file)) {
			err.println("dyno holders: " + file + ": no such file");
			return ExitCode.FAILED;
		}
		try (HeapDump dump = HeapDump.open(file)) {
			Holders holders;
			try {
				holders = dump.holders(className, paths);
			} catch (IllegalArgumentException e) {
				err.println("dyno holders: " + e.getMessage() + similar(dump, className));
				return ExitCode.FAILED;
			}
			if (format.equals("json")) {
				out.print(holders.toJson());
			} else {
				out.println("sizes as the dumped JVM counts them: " + dump.sizeModel().describe());
				out.print(holders.toText());
			}
			return ExitCode.OK;
		} catch (NoSuchFileException e) {
			err.println("dyno holders: " + file + ": no such file");
		} catch (IOException e) {
			err.println("dyno holders: " + e.getMessage());
		}
		return ExitCode.FAILED;
	}

	private static int paths(String value) {
		try {
			int n = Integer.parseInt(value);
			if (n >= 1) {
				return n;
			}
		} catch (NumberFormatException e) {
			// said below
		}
		throw new IllegalArgumentException("--paths '" + value + "': give a number of example paths, 1 or more");
	}

	/** Classes whose name contains the simple name asked for, as a hint after a typo or a missing package. */
	private static String similar(HeapDump dump, String className) {
		String simple = className.substring(Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1);
		List<String> names = dump.histogram().rows().stream().map(ClassRow::className)
				.filter(n -> !simple.isEmpty() && n.contains(simple)).limit(5).collect(Collectors.toList());
		return names.isEmpty() ? "" : "; similar: " + String.join(", ", names);
	}
}
