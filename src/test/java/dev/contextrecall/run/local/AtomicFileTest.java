package dev.contextrecall.run.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Run files are made as the user's other files are: the umask decides who reads them, and no temporary is left. */
class AtomicFileTest {

    @TempDir
    Path dir;

    @Test
    void aRunFileHasThePermissionsOfAnyFileTheUserWrites() throws IOException {
        Path ordinary = Files.createFile(dir.resolve("ordinary.txt")); // 0666 less this process's umask
        Path written = dir.resolve("summary.json");
        AtomicFile.write(written, "{}\n");
        Set<PosixFilePermission> expected = Files.getPosixFilePermissions(ordinary);
        assertEquals(expected, Files.getPosixFilePermissions(written));
        assertTrue(expected.contains(PosixFilePermission.OWNER_READ));
        assertEquals("{}\n", Files.readString(written));
        assertEquals(List.of("ordinary.txt", "summary.json"), Files.list(dir).map(p -> p.getFileName().toString())
                .sorted().toList());
    }
}
