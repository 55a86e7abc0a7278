package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Targets survive as view secondary ids and saved connections: no ':' in the token, nothing lost. */
class TargetCodecTest {

	@Test
	void everyKindOfTargetRoundTrips() {
		for (Target t : List.of(new Target.Local(4711), new Target.Jstatd("build-box", 1099, 42),
				new Target.Jmx("app1:9010", "admin", true), new Target.Jmx("service:jmx:rmi:///jndi/rmi://h:1/jmxrmi", null, false))) {
			String token = TargetCodec.encode(t);
			assertFalse(token.contains(":"), token);
			assertEquals(t, TargetCodec.decode(token));
		}
	}

	@Test
	void rejectsWhatIsNotATarget() {
		assertThrows(IllegalArgumentException.class, () -> TargetCodec.decode("bm9uc2Vuc2U"));
	}
}
