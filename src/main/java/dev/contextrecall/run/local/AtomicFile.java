package dev.contextrecall.run.local;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

/**
 * A file written to a temporary name beside it and moved into place: a run stopped mid-write leaves no half file.
 * The temporary file is made as any file the user writes (0666 less the umask), not private as
 * {@code Files.createTempFile} makes them, so the group reads run files as it reads the user's others.
 */
public final class AtomicFile {

    /** What writes the file's content, streamed: a large file is never held whole. */
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    private AtomicFile() {
    }

    public static void write(Path file, String text) throws IOException {
        write(file, out -> out.write(text));
    }

    public static void write(Path file, Content content) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        Path temporary = folder.resolve("." + file.getFileName() + "." + UUID.randomUUID() + ".tmp");
        try {
            try (OutputStream bytes = Files.newOutputStream(temporary, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
                    Writer out = new java.io.BufferedWriter(new java.io.OutputStreamWriter(bytes,
                            StandardCharsets.UTF_8), 1 << 16)) {
                content.writeTo(out);
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
