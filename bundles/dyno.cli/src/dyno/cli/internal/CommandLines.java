package dyno.cli.internal;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * The command line of a {@link CliCommand}, generated from its {@link Parameter}s with picocli: options
 * ({@code --name VALUE}, {@code --name=VALUE}, flags without a value), positional arguments, {@code --format} and
 * {@code -o FILE} for commands that write a report, hidden aliases, {@code --help}, and the usage line every usage
 * error ends with. Values are read by the parameters' own types, so a wrong value is answered as the analysis would.
 */
final class CommandLines {

	/** The formats an {@code -o FILE}'s extension names, by the extension (lower case, without its dot). */
	private static final Map<String, String> FORMAT_OF_EXTENSION = Map.of("html", "html", "json", "json", "csv", "csv",
			"txt", "text", "sarif", "sarif", "collapsed", "collapsed", "folded", "collapsed");

	private final CliCommand command;
	private final List<Parameter<?>> parameters = new ArrayList<>();
	private final Map<Parameter<?>, ArgSpec> specs = new LinkedHashMap<>();
	private final Map<Alias, OptionSpec> hiddenAliases = new LinkedHashMap<>();
	private final List<Alias> aliases = new ArrayList<>();
	private final CommandSpec spec;

	CommandLines(CliCommand command) {
		this.command = command;
		parameters.addAll(command.parameters());
		if (!command.formats().isEmpty()) {
			parameters.add(formatParameter(command.formats()));
			parameters.add(Parameter.optional(Call.OUTPUT, ValueType.FILE, "write the result to FILE instead of "
					+ "standard output; without --format, its extension picks the format (.html, .json, .csv, .txt "
					+ "...)"));
			aliases.add(Alias.shortName("-o", Call.OUTPUT));
		}
		aliases.addAll(command.aliases());
		spec = CommandSpec.create().name(command.name());
		spec.usageMessage().synopsisHeading("usage: ")
				.customSynopsis(literal("dyno " + command.name() + " " + synopsis())).descriptionHeading("%n")
				.description(literal(command.summary())).parameterListHeading("%n")
				.optionListHeading("%n").sortOptions(false).footerHeading("%n")
				.footer(command.helpFooter().stream().map(CommandLines::literal).toArray(String[]::new)).width(100);
		int index = 0;
		for (Parameter<?> p : parameters) {
			ArgSpec arg;
			if (p.positional()) {
				arg = PositionalParamSpec.builder().index(p.many() ? index + "..*" : String.valueOf(index))
						.arity(p.many() ? "0..*" : "0..1").paramLabel(label(p)).description(description(p))
						.type(p.many() ? List.class : String.class).auxiliaryTypes(String.class).build();
				spec.addPositional((PositionalParamSpec) arg);
				index++;
			} else {
				List<String> names = new ArrayList<>();
				aliases(p, false).forEach(a -> names.add(a.spelling()));
				names.add("--" + p.name());
				arg = option(names, p.type().isFlag(), p.many(), false).paramLabel(p.type().name())
						.description(description(p)).build();
				spec.addOption((OptionSpec) arg);
			}
			specs.put(p, arg);
			for (Alias a : aliases(p, true)) {
				OptionSpec alias = option(List.of(a.spelling()), a.value() != null || p.type().isFlag(), p.many(), true)
						.paramLabel(p.type().name()).build();
				spec.addOption(alias);
				hiddenAliases.put(a, alias);
			}
		}
		spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("show this help").build());
	}

	CommandSpec spec() {
		return spec;
	}

	CliCommand command() {
		return command;
	}

	/** Parses {@code args} and runs the command; a wrong command line is said on {@code err} with exit code 2. */
	int run(List<String> args, PrintStream out, PrintStream err) {
		CommandLine line = commandLine();
		ParseResult parsed;
		Call call;
		try {
			parsed = line.parseArgs(args.toArray(String[]::new));
			if (parsed.isUsageHelpRequested()) {
				line.usage(out);
				return ExitCode.OK;
			}
			call = call(parsed, out, err);
		} catch (ParameterException e) {
			return usageError(message(e), err);
		} catch (IllegalArgumentException e) {
			return usageError(e.getMessage(), err);
		}
		return command.run(call);
	}

	/** A picocli command line of this spec, set up as Dyno's commands read theirs. */
	CommandLine commandLine() {
		CommandLine line = new CommandLine(spec);
		line.setExpandAtFiles(false); // "@file" is a file name like any other
		line.setOverwrittenOptionsAllowed(true); // the last one counts, as shells' aliases expect
		return line;
	}

	/** The usage line after {@code dyno <command>}, e.g. {@code <jtl>... [--percentiles N,N,...] [-o FILE]}. */
	String synopsis() {
		StringBuilder s = new StringBuilder();
		for (Parameter<?> p : parameters) {
			String part;
			if (p.positional()) {
				part = label(p) + (p.many() ? "..." : "");
				part = p.required() ? part : "[" + part + "]";
			} else {
				List<Alias> shortNames = aliases(p, false);
				String name = shortNames.isEmpty() ? "--" + p.name() : shortNames.get(0).spelling();
				part = p.type().isFlag() ? name : name + " " + p.type().name();
				part = p.required() ? part : "[" + part + "]";
				part = p.many() ? part + "..." : part;
			}
			s.append(s.isEmpty() ? "" : " ").append(part);
		}
		return s.toString();
	}

	private Call call(ParseResult parsed, PrintStream out, PrintStream err) {
		Map<Parameter<?>, List<String>> texts = new LinkedHashMap<>();
		// A hidden alias first, so that the parameter's own spelling wins when both are given.
		hiddenAliases.forEach((alias, spec) -> {
			if (parsed.hasMatchedOption(spec)) {
				Parameter<?> p = parameter(alias.parameter());
				texts.put(p, alias.value() != null ? List.of(alias.value()) : texts(spec.getValue(), p));
			}
		});
		specs.forEach((p, spec) -> {
			if (parsed.matchedArgs().contains(spec)) {
				texts.put(p, texts(spec.getValue(), p));
			}
		});
		Arguments.Builder builder = Arguments.of(command.parameters());
		String format = command.formats().isEmpty() ? null : command.formats().get(0);
		boolean formatGiven = false;
		Path output = null;
		for (Map.Entry<Parameter<?>, List<String>> e : texts.entrySet()) {
			Parameter<?> p = e.getKey();
			for (String text : e.getValue()) {
				if (p.name().equals(Call.FORMAT) && !command.parameters().contains(p)) {
					format = (String) p.parse(text);
					formatGiven = true;
				} else if (p.name().equals(Call.OUTPUT) && !command.parameters().contains(p)) {
					output = UserDir.resolve(text);
				} else {
					builder.parse(p, p.type() == ValueType.FILE ? UserDir.resolve(text).toString() : text);
				}
			}
		}
		if (output != null && format != null) {
			format = formatFor(output, format, formatGiven, parsed.commandSpec().commandLine());
		}
		for (Parameter<?> p : command.parameters()) {
			if (p.required() && !texts.containsKey(p) && command.whenMissing(p) != null) {
				throw new IllegalArgumentException(command.whenMissing(p));
			}
		}
		return new Call(command.name(), builder.build(), format, output, out, err);
	}

	private static List<String> texts(Object value, Parameter<?> p) {
		if (p.type().isFlag()) {
			return List.of("true");
		}
		if (value instanceof List<?> list) {
			return list.stream().map(String::valueOf).toList();
		}
		return List.of(String.valueOf(value));
	}

	private Parameter<?> parameter(String name) {
		return parameters.stream().filter(p -> p.name().equals(name)).findFirst()
				.orElseThrow(() -> new IllegalStateException(command.name() + " has no parameter " + name));
	}

	private List<Alias> aliases(Parameter<?> p, boolean hidden) {
		return aliases.stream().filter(a -> a.parameter().equals(p.name()) && a.hidden() == hidden)
				.toList();
	}

	private static OptionSpec.Builder option(List<String> names, boolean flag, boolean many, boolean hidden) {
		OptionSpec.Builder b = OptionSpec.builder(names.toArray(String[]::new)).hidden(hidden);
		if (flag) {
			return b.arity("0").type(boolean.class);
		}
		return many ? b.arity("1").type(List.class).auxiliaryTypes(String.class) : b.arity("1").type(String.class);
	}

	private static String label(Parameter<?> p) {
		return "<" + p.name() + ">";
	}

	private static String description(Parameter<?> p) {
		String d = p.description();
		if (p.defaultValue() != null && !p.type().isFlag()) {
			@SuppressWarnings("unchecked")
			Parameter<Object> any = (Parameter<Object>) p;
			d += " (default: " + any.type().format().apply(any.defaultValue()) + ")";
		}
		return literal(d);
	}

	/** Help texts are plain text; picocli reads them as format strings, where a '%' (as in 'errors>1%') is %%. */
	private static String literal(String helpText) {
		return helpText.replace("%", "%%");
	}

	private static Parameter<String> formatParameter(List<String> formats) {
		return Parameter.option(Call.FORMAT, ValueType.choice(formats), formats.get(0), "how the result is written");
	}

	/**
	 * The format {@code -o FILE}'s extension names when {@code --format} was not given, or the format given; a
	 * format the command cannot write, or one other than {@code --format}'s, is a wrong command line. An extension
	 * that names no format leaves the format as it is.
	 */
	private String formatFor(Path output, String format, boolean formatGiven, CommandLine line) {
		String name = output.getFileName().toString();
		String extension = name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
		String named = name.contains(".") ? FORMAT_OF_EXTENSION.get(extension) : null;
		if (named == null || named.equals(format)) {
			return format;
		}
		if (formatGiven) {
			throw new ParameterException(line, "--format " + format + " conflicts with -o " + name + " (." + extension
					+ " is " + named + "): give one of them, or make them agree");
		}
		if (!command.formats().contains(named)) {
			throw new ParameterException(line, "-o " + name + ": ." + extension + " is " + named + ", which "
					+ command.name() + " does not write; it writes " + ValueType.oneOf(command.formats()));
		}
		return named;
	}

	private int usageError(String message, PrintStream err) {
		err.println("dyno " + command.name() + ": " + message + " (usage: dyno " + command.name() + " " + synopsis()
				+ ")");
		return ExitCode.USAGE;
	}

	/** Picocli's reasons in Dyno's words: "unknown option '--yaml'", "option '--top' needs a value". */
	private static String message(ParameterException e) {
		if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
			String arg = u.getUnmatched().get(0);
			return arg.startsWith("-") ? "unknown option '" + arg + "'" : "unexpected argument '" + arg + "'";
		}
		if (e instanceof CommandLine.MissingParameterException && e.getArgSpec() instanceof OptionSpec o) {
			return "option '" + o.longestName() + "' needs a value";
		}
		String text = e.getMessage();
		return text.isEmpty() ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1);
	}
}
