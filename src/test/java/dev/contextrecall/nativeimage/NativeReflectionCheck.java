package dev.contextrecall.nativeimage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Fails the build when a class that is serialised to or from JSON is missing from the reflection configuration
 * of the native build, or registered without what Jackson needs of it. In a native executable such a class
 * fails only at run time, on the first request that meets it; here it fails on any machine, without GraalVM.
 *
 * <p>Run by {@code .ci/native-reflection-check} after the native build has stopped short of native-image:
 * {@code java -cp target/classes:target/test-classes:SOURCE_JAR_DIR/lib/* dev.contextrecall.nativeimage.NativeReflectionCheck
 * SOURCE_JAR_DIR target/classes}.
 */
public final class NativeReflectionCheck {

    static final String APPLICATION_PACKAGE = "dev.contextrecall";

    private NativeReflectionCheck() {
    }

    /** One line per JSON class that native-image would not let Jackson use; empty when all are usable. */
    public static List<String> problems(Set<Class<?>> jsonTypes, ReflectionConfig config) {
        List<String> problems = new ArrayList<>();
        for (Class<?> c : jsonTypes.stream().sorted(Comparator.comparing(Class::getName)).toList()) {
            Set<ReflectionConfig.Access> registered = config.of(c.getName());
            if (registered.isEmpty()) {
                problems.add(c.getName() + ": not registered for reflection");
                continue;
            }
            Set<ReflectionConfig.Access> missing = EnumSet.allOf(ReflectionConfig.Access.class);
            missing.removeAll(registered);
            if (!missing.isEmpty() && !(c.isEnum() && registered.contains(ReflectionConfig.Access.FIELDS))) {
                problems.add(c.getName() + ": registered without " + missing);
            }
        }
        return problems;
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: NativeReflectionCheck NATIVE_IMAGE_SOURCE_JAR_DIR CLASSES_DIR");
            System.exit(2);
        }
        Path sourceJarDir = Path.of(args[0]);
        Path classes = Path.of(args[1]);
        if (!Files.isDirectory(sourceJarDir)) {
            fail("No native-image source jar directory at " + sourceJarDir + ": run the native build first.");
        }
        JsonTypes.Derived derived = JsonTypes.derive(classes, APPLICATION_PACKAGE,
                NativeReflectionCheck.class.getClassLoader());
        if (derived.functions() == 0 || derived.aiServiceMethods() == 0 || derived.registeredForReflection() == 0) {
            fail("Found " + derived.functions() + " @Funq functions, " + derived.aiServiceMethods()
                    + " AI service methods and " + derived.registeredForReflection()
                    + " @RegisterForReflection classes: the annotations were not visible, check the classpath.");
        }
        ReflectionConfig config = ReflectionConfig.fromSourceJarDirectory(sourceJarDir);
        List<String> problems = problems(derived.types(), config);
        System.out.printf("JSON types derived from the code: %d (%d @RegisterForReflection, %d AI service methods,"
                + " %d functions); classes in the reflection configuration: %d%n", derived.types().size(),
                derived.registeredForReflection(), derived.aiServiceMethods(), derived.functions(), config.size());
        derived.types().stream().map(Class::getName).sorted()
                .forEach(n -> System.out.println((problems.stream().anyMatch(p -> p.startsWith(n + ":")) ? "  MISSING " : "  ok      ") + n));
        if (!problems.isEmpty()) {
            fail(problems.size() + " JSON type(s) would fail in the native executable:\n  " + String.join("\n  ", problems)
                    + "\nAnnotate them with @RegisterForReflection (nested records too).");
        }
        System.out.println("Native reflection check passed.");
    }

    private static void fail(String message) {
        System.err.println("Native reflection check FAILED: " + message);
        System.exit(1);
    }
}
