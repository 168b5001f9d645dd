package dev.contextrecall.run.local;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A file's lines, one at a time, each decoded as strict UTF-8 on its own: bad bytes (or a character cut in two by an
 * interrupted write) spoil their line only, and the reader says which line, where a whole-file decoder can only
 * say "Input length = 1". Lines are split on the byte '\n', which never occurs inside a UTF-8 character.
 */
final class Utf8Lines implements Closeable {

    /**
     * One line, numbered from 1, without its line break. text is null when its bytes are not UTF-8 (problem says
     * why); ended is false for a last line with no line break (a write that may have been cut short); start and
     * length: where its bytes are in the file (without the line break), to copy it later without holding it.
     */
    record Line(int number, String text, String problem, boolean ended, long start, int length) {
    }

    private final InputStream in;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(1024);
    private int number;
    private long position;

    Utf8Lines(Path file) throws IOException {
        this.in = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
    }

    /** The next line, or null at the end of the file. */
    Line next() throws IOException {
        buffer.reset();
        int b;
        boolean any = false;
        while ((b = in.read()) != -1) {
            any = true;
            if (b == '\n') {
                return decode(true);
            }
            buffer.write(b);
        }
        return any ? decode(false) : null;
    }

    private Line decode(boolean ended) {
        number++;
        byte[] bytes = buffer.toByteArray();
        long start = position;
        position += bytes.length + (ended ? 1 : 0);
        int length = bytes.length;
        if (length > 0 && bytes[length - 1] == '\r') {
            length--;
        }
        int bom = number == 1 && length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF ? 3 : 0; // a byte-order mark
        try {
            return new Line(number, decoder.decode(ByteBuffer.wrap(bytes, bom, length - bom)).toString(), null,
                    ended, start, length);
        } catch (CharacterCodingException e) {
            return new Line(number, null, "is not valid UTF-8 (" + e.getClass().getSimpleName().replace("Exception", "")
                    .replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT) + ")", ended, start,
                    length);
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
