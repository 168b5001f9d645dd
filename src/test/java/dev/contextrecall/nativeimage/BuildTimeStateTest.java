package dev.contextrecall.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Closeable;
import java.nio.channels.Channel;
import java.util.List;
import java.util.Random;
import java.util.Timer;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * Quarkus initialises application classes while building the native image, so a static field's value is frozen
 * into the executable. GraalVM refuses a random generator there (every cold start would draw the same numbers),
 * and a thread, an executor, a timer or an open file or channel cannot cross from the build into the run at all.
 * Such state belongs in a bean or an instance, created at run time. This finds it in the main code before the
 * native build does, on a machine without GraalVM.
 */
class BuildTimeStateTest {

    /** What must never be held in a static field of a class initialised at build time. */
    static final List<Class<?>> RUN_TIME_ONLY = List.of(Random.class, Thread.class, ThreadGroup.class, Executor.class,
            Timer.class, Closeable.class, Channel.class, Process.class);

    static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.contextrecall");

    static List<String> staticRunTimeState(JavaClasses classes) {
        return classes.stream()
                .flatMap(c -> c.getFields().stream())
                .filter(f -> f.getModifiers().contains(JavaModifier.STATIC))
                .filter(BuildTimeStateTest::holdsRunTimeOnlyState)
                .map(f -> f.getOwner().getName() + "." + f.getName() + " (" + f.getRawType().getName() + ")")
                .sorted()
                .collect(Collectors.toList());
    }

    static boolean holdsRunTimeOnlyState(JavaField field) {
        JavaClass type = field.getRawType();
        return RUN_TIME_ONLY.stream().anyMatch(type::isAssignableTo);
    }

    @Test
    void noStaticFieldHoldsARandomGeneratorThreadExecutorOrOpenResource() {
        assertEquals(List.of(), staticRunTimeState(MAIN),
                "held in a static field, frozen into the native image at build time: create it at run time instead");
    }

    /** The rule finds what GraalVM's builder refused: a SecureRandom held in a static field. */
    @Test
    void theRuleFindsAStaticRandomGenerator() {
        JavaClasses sample = new ClassFileImporter().importClasses(StaticJitter.class, InstanceJitter.class);
        List<String> found = staticRunTimeState(sample);
        assertEquals(1, found.size(), found.toString());
        assertTrue(found.get(0).contains("StaticJitter.JITTER"), found.toString());
    }

    static final class StaticJitter {
        static final java.security.SecureRandom JITTER = new java.security.SecureRandom();
    }

    static final class InstanceJitter {
        final java.security.SecureRandom jitter = new java.security.SecureRandom();
    }
}
