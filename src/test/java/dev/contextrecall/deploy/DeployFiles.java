package dev.contextrecall.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The deployment files and compiled classes, relative to the project directory (Surefire's working directory). */
final class DeployFiles {

    static final Path TEMPLATE = Path.of("template.yaml");
    static final Path STATE_MACHINE = Path.of("infra", "evaluation-run.asl.json");
    static final Path CLASSES = Path.of("target", "classes");

    private static CodeFacts code;

    private DeployFiles() {
    }

    static synchronized CodeFacts code() {
        if (code == null) {
            code = CodeFacts.of(CLASSES);
        }
        return code;
    }

    static SamTemplate template() {
        return SamTemplate.load(TEMPLATE);
    }

    static String templateText() {
        return read(TEMPLATE);
    }

    /** The template with one piece of text replaced, which must be there. */
    static SamTemplate templateWith(String text, String replacement) {
        String original = templateText();
        if (!original.contains(text)) {
            throw new IllegalArgumentException("template.yaml no longer contains: " + text);
        }
        return new SamTemplate(CfnDecoder.decode(original.replace(text, replacement)));
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
