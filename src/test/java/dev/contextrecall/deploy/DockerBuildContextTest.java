package dev.contextrecall.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * The Dockerfiles under src/main/docker, checked without a Docker engine (none runs on the development machine,
 * and no Dockerfile linter is packaged for it): every COPY names what the build writes, and .dockerignore lets
 * exactly that into the build context. The hosted workflow builds both images for real (docs/operations.md).
 */
class DockerBuildContextTest {

    static final Path JVM = Path.of("src/main/docker/Dockerfile.jvm");
    static final Path NATIVE = Path.of("src/main/docker/Dockerfile.native-micro");
    static final Path IGNORE = Path.of(".dockerignore");

    /** artifactId-version, the prefix of everything Quarkus writes to target/. */
    static String finalName() {
        String pom = DockerBuildContext.read(Path.of("pom.xml"));
        Matcher m = Pattern.compile("<artifactId>([^<]+)</artifactId>\\s*<version>([^<]+)</version>").matcher(pom);
        assertTrue(m.find(), "the project's artifactId and version");
        return m.group(1) + "-" + m.group(2);
    }

    /** What ./mvnw package writes for the JVM image (a runner jar, its libraries), and -Dnative for the native. */
    static List<String> jvmOutputs() {
        return List.of("target/" + finalName() + "-runner.jar", "target/lib/io.quarkus.quarkus-core-3.34.2.jar");
    }

    static List<String> nativeOutputs() {
        return List.of("target/" + finalName() + "-runner");
    }

    /** Problems with one Dockerfile against the build outputs of its kind and the context rules; empty when fine. */
    static List<String> problems(String dockerfile, List<String> outputs, String dockerignore) {
        List<String> problems = new ArrayList<>();
        List<DockerBuildContext.Rule> rules = DockerBuildContext.rules(dockerignore);
        for (DockerBuildContext.Copy copy : DockerBuildContext.copies(dockerfile)) {
            for (String source : copy.sources()) {
                List<String> named = outputs.stream().filter(out -> DockerBuildContext.names(source, out)).toList();
                if (named.isEmpty()) {
                    problems.add("COPY " + source + " names nothing the build writes (" + outputs + ")");
                }
                named.stream().filter(out -> DockerBuildContext.excluded(out, rules))
                        .forEach(out -> problems.add("COPY " + source + ": " + out + " is excluded by .dockerignore"));
            }
        }
        List<String> instructions = DockerBuildContext.instructions(dockerfile);
        String from = instructions.get(0);
        if (!from.startsWith("FROM ") || !from.matches("FROM \\S+:\\S+.*") || from.contains(":latest")) {
            problems.add("the first instruction must be FROM an image with a pinned tag: " + from);
        }
        String user = instructions.stream().filter(i -> i.startsWith("USER ")).reduce((a, b) -> b).orElse("USER root");
        if (user.equals("USER root") || user.equals("USER 0")) {
            problems.add("the image must not run as root (" + user + ")");
        }
        if (instructions.stream().noneMatch(i -> i.equals("EXPOSE 8080"))) {
            problems.add("EXPOSE 8080 (the service's port) is missing");
        }
        if (instructions.stream().noneMatch(i -> i.startsWith("ENTRYPOINT [\""))) {
            problems.add("ENTRYPOINT must be in exec form, so that the service gets the stop signal");
        }
        return problems;
    }

    @Test
    void theJvmImageCopiesTheRunnerJarAndItsLibraries() {
        assertEquals(List.of(), problems(DockerBuildContext.read(JVM), jvmOutputs(), DockerBuildContext.read(IGNORE)));
        assertEquals(2, DockerBuildContext.copies(DockerBuildContext.read(JVM)).size());
    }

    @Test
    void theNativeImageCopiesTheExecutable() {
        assertEquals(List.of(), problems(DockerBuildContext.read(NATIVE), nativeOutputs(),
                DockerBuildContext.read(IGNORE)));
    }

    @Test
    void nothingButTheBuildOutputReachesTheContext() {
        List<DockerBuildContext.Rule> rules = DockerBuildContext.rules(DockerBuildContext.read(IGNORE));
        for (String path : List.of("pom.xml", ".git/config", ".env", "src/main/java/dev/contextrecall/api/X.java",
                "target/classes/application.properties", "target/function.zip", "target/lambda-runtime/ric.jar",
                "samconfig.toml", "data/context-recall-dev.jsonl")) {
            assertTrue(DockerBuildContext.excluded(path, rules), path + " must stay out of the build context");
        }
    }

    @Test
    void aDenyListThatExcludesTargetIsReported() {
        // The .dockerignore this project had before the Dockerfiles: it kept target/ out, which they copy from.
        String denyList = "target/\n.git/\n.env\n";
        List<String> problems = problems(DockerBuildContext.read(JVM), jvmOutputs(), denyList);
        assertTrue(problems.contains("COPY target/*-runner.jar: target/" + finalName()
                + "-runner.jar is excluded by .dockerignore"), problems.toString());
    }

    @Test
    void aCopyOfSomethingTheBuildDoesNotWriteIsReported() {
        String fastJar = "FROM registry.access.redhat.com/ubi9/openjdk-17-runtime:1.21\n"
                + "COPY target/quarkus-app/ /deployments/\nEXPOSE 8080\nUSER 185\nENTRYPOINT [\"java\"]\n";
        List<String> problems = problems(fastJar, jvmOutputs(), DockerBuildContext.read(IGNORE));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("COPY target/quarkus-app/ names nothing the build writes"), problems.get(0));
        assertTrue(problems(fastJar.replace("USER 185", "USER root"), jvmOutputs(), "*\n!target/**")
                .contains("the image must not run as root (USER root)"));
    }
}
