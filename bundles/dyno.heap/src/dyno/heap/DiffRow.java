package dyno.heap;

/**
 * One class in a {@link DiffTable}.
 *
 * @param className the class
 * @param values    one per column: the measure (instances or bytes) as the table's {@link HistogramDiff.Mode}
 *                  shows it (absolute, or the difference to the first or to the previous snapshot, which is 0
 *                  in the first column)
 * @param ratios    RATIO mode only (empty otherwise): each snapshot's value divided by the first's; infinite when
 *                  the class had no instance in the first, NaN when it has none in either
 * @param growth    the last snapshot's value minus the first's, whatever the mode (the default order)
 */
public record DiffRow(String className, long[] values, double[] ratios, long growth) {
}
