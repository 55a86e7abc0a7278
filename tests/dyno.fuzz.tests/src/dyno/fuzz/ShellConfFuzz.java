package dyno.fuzz;

import java.util.Arrays;

import dyno.jboss.doc.ShellConf;

/**
 * {@link ShellConf} (a shell script when the first byte is even, else a batch file): parses, reads its JAVA_OPTS; an
 * unedited save gives back the bytes; setting JAVA_OPTS where the script assigns it changes only that value.
 */
public final class ShellConfFuzz {

	static final String OPTS = "-Xmx512m -Dfuzz=1";

	private ShellConfFuzz() {
	}

	public static void fuzzerTestOneInput(byte[] data) {
		if (data.length == 0) {
			return;
		}
		boolean batch = (data[0] & 1) == 1;
		byte[] script = Arrays.copyOfRange(data, 1, data.length);
		ParserProperty.check(() -> {
			ShellConf doc = ShellConf.parse(script, batch ? "fuzz.conf.bat" : "fuzz.conf", batch);
			doc.javaOpts().flags();
			ParserProperty.require(Arrays.equals(doc.toBytes(), script), "unedited save differs from the input");
			if (doc.variable("JAVA_OPTS").isEmpty()) {
				return;
			}
			String before = doc.text();
			doc.setVariable("JAVA_OPTS", OPTS);
			ParserProperty.require(("\"" + OPTS + "\"").contains(ParserProperty.replacement(before, doc.text())),
					"setting JAVA_OPTS changed more than its value");
			ShellConf again = ShellConf.parse(doc.toBytes(), "fuzz.conf", batch);
			ParserProperty.require(again.variable("JAVA_OPTS").orElse("").equals(OPTS), "the value set is not read back");
		});
	}
}
