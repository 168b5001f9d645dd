package dev.contextrecall.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * After ./mvnw package (failsafe runs in verify): the files the JVM Dockerfile copies exist in target/ under the
 * names the unit test assumes, and each is let into the build context. In the native build the same holds for the
 * native executable.
 */
class DockerBuildContextIT {

    @Test
    void theDockerfilesCopyWhatThisBuildWrote() throws IOException {
        List<String> written;
        try (Stream<Path> files = Files.walk(Path.of("target"), 2)) {
            written = files.filter(Files::isRegularFile).map(p -> p.toString().replace('\\', '/')).toList();
        }
        String ignore = DockerBuildContext.read(DockerBuildContextTest.IGNORE);
        assertFalse(written.stream().noneMatch(f -> f.endsWith("-runner.jar")), "no runner jar in target/");
        assertEquals(List.of(), DockerBuildContextTest.problems(DockerBuildContext.read(DockerBuildContextTest.JVM),
                written, ignore));
        if (Files.isRegularFile(Path.of("target", DockerBuildContextTest.finalName() + "-runner"))) {
            assertEquals(List.of(), DockerBuildContextTest.problems(
                    DockerBuildContext.read(DockerBuildContextTest.NATIVE), written, ignore));
        }
    }
}
