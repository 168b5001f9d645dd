package dev.contextrecall.run.local;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;

/**
 * One live run per folder. The lock is the operating system's ({@code FileChannel.tryLock} on the folder's .lock
 * file), so it ends with the process that holds it, however that process ends: a killed run never blocks the next.
 * The file says which process holds it, for the refusal's message.
 */
public final class FolderLock implements AutoCloseable {

    /** The folders this process holds the lock of. */
    private static final Set<String> HELD = new HashSet<>();

    private final String key;
    private final FileChannel channel;

    private FolderLock(String key, FileChannel channel) {
        this.key = key;
        this.channel = channel;
    }

    /** The folder's lock; a second live run into it is refused at once, naming the holder. */
    static FolderLock take(Path folder, Path file) throws IOException {
        String key = file.toAbsolutePath().normalize().toString();
        synchronized (HELD) {
            // Within one process a second channel must not be opened: closing it would drop the first one's lock.
            if (HELD.contains(key)) {
                throw new IllegalArgumentException("--out " + folder + " is being written by another run in this "
                        + "process; wait for it to end, or choose another folder.");
            }
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.READ);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                String holder = holder(channel);
                channel.close();
                throw new IllegalArgumentException("--out " + folder + " is being written by another live run ("
                        + holder + "); wait for it to end, or choose another folder. (The lock ends with that "
                        + "process.)");
            }
            channel.truncate(0);
            channel.write(StandardCharsets.UTF_8.encode("process " + ProcessHandle.current().pid() + ", since "
                    + Instant.now() + "\n"));
            HELD.add(key);
            return new FolderLock(key, channel);
        }
    }

    private static String holder(FileChannel channel) {
        try {
            ByteBuffer bytes = ByteBuffer.allocate(200);
            channel.read(bytes, 0);
            String text = new String(bytes.array(), 0, bytes.position(), StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? "process unknown" : text;
        } catch (IOException e) {
            return "process unknown";
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (HELD) {
            HELD.remove(key);
            channel.close();
        }
    }
}
