package dyno.load.gate;

/** A result that says how it fared against the {@code --fail-on} rules it was given. */
public interface Gated {

	/** The rules' checks; {@link Gate#NONE} when no rule was given. */
	Gate gate();
}
