package dyno.cli.internal.load;

import java.util.ArrayList;
import java.util.List;

import dyno.cli.internal.Call;
import dyno.cli.internal.GatedCommand;
import dyno.core.analysis.Format;
import dyno.core.analysis.Parameter;
import dyno.load.analysis.LoadReportAnalysis;
import dyno.load.analysis.LoadReportResult;

/**
 * {@code ./dyno report <run-folder | jtl...> -o report.html}: the {@link LoadReportAnalysis}. Its face is the HTML
 * report, so {@code --format} defaults to {@code html} (to standard output without {@code -o}); text, CSV and JSON
 * carry its tables. Rows that cannot be read are reported on stderr; exit code 1 when a {@code --fail-on} rule breaks.
 */
public final class ReportCommand extends GatedCommand<LoadReportResult> {

	/** @param analysis the registry's */
	public ReportCommand(LoadReportAnalysis analysis) {
		super(analysis);
	}

	@Override
	public String summary() {
		return super.summary() + "; --format text, csv or json give its tables";
	}

	@Override
	public List<String> formats() {
		List<String> formats = new ArrayList<>(Call.genericFormats());
		formats.remove(Format.HTML.option());
		formats.add(0, Format.HTML.option());
		return formats;
	}

	@Override
	public String whenMissing(Parameter<?> p) {
		return "which run? give a load run's folder or one or more JTL files (CSV or XML)";
	}

	@Override
	protected void tell(LoadReportResult result, Call call) {
		result.skipped().forEach(call::say);
	}
}
