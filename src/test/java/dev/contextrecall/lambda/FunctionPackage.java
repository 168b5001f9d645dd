package dev.contextrecall.lambda;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * function.zip unpacked the way Lambda lays it out in /var/task: the JVM package (classes at the root, jars in
 * lib/) for the Java runtime, or a native {@code bootstrap} executable for the custom runtime.
 */
public record FunctionPackage(Path taskRoot, boolean nativeBootstrap) {

    public static final Path DEFAULT_ZIP = Path.of("target", "function.zip");

    public static FunctionPackage unpack(Path zip, Path into) throws IOException {
        if (!Files.isRegularFile(zip)) {
            throw new IllegalStateException(zip.toAbsolutePath() + " is missing: build it with ./mvnw package first.");
        }
        Files.createDirectories(into);
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry e; (e = in.getNextEntry()) != null;) {
                Path target = into.resolve(e.getName()).normalize();
                if (!target.startsWith(into)) {
                    throw new IOException("Entry outside the package: " + e.getName());
                }
                if (e.isDirectory()) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    copy(in, target);
                }
            }
        }
        Path bootstrap = into.resolve("bootstrap");
        boolean isNative = Files.isRegularFile(bootstrap);
        if (isNative) {
            bootstrap.toFile().setExecutable(true);
        }
        return new FunctionPackage(into, isNative);
    }

    private static void copy(InputStream in, Path target) throws IOException {
        Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
    }
}
