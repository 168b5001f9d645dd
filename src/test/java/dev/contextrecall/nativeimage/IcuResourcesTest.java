package dev.contextrecall.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.ibm.icu.text.BreakIterator;

import dev.contextrecall.lexical.SentenceSplitter;

/**
 * The native image holds only the ICU4J data files that {@code quarkus.native.resources.includes} names. With ICU's
 * classes and only those files, sentences must split as with the whole library, in every language that has rules or
 * abbreviation lists of its own.
 */
class IcuResourcesTest {

    private static final List<String[]> TEXTS = List.of(
            new String[] { "Πότε χτίστηκε ο πύργος; Χτίστηκε το 1889.", null },
            new String[] { "متى بني البرج؟ بني البرج عام 1889.", null },
            new String[] { "埃菲尔铁塔于1889年建成。它高330米。", null },
            new String[] { "東京タワーは1958年に完成した。高さは333メートルです。", null },
            new String[] { "एफिल टॉवर 1889 में बना। यह 330 मीटर ऊँचा है।", null },
            new String[] { "Es gilt vgl. Abs. 3 am 12. Mai. Das ist bekannt.", "de" },
            new String[] { "Augusto nació en el 63 a. C. Roma era una república. La Sra. García llegó.", "es" },
            new String[] { "Il est né en 63 av. J.-C. Rome était une république.", "fr" },
            new String[] { "Рим основан до н. э. Население росло.", "ru" },
            new String[] { "He moved to the U.S.A. in 1990. The U.S. Army took him.", null });

    @Test
    void theIncludedIcuDataSplitsAsTheWholeLibraryDoes(@TempDir Path icu) throws Exception {
        List<Pattern> includes = includes();
        Path jar = Path.of(BreakIterator.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        int dataFiles = 0;
        try (JarFile file = new JarFile(jar.toFile())) {
            for (Enumeration<JarEntry> entries = file.entries(); entries.hasMoreElements();) {
                JarEntry entry = entries.nextElement();
                boolean data = includes.stream().anyMatch(p -> p.matcher(entry.getName()).matches());
                if (entry.isDirectory() || !(entry.getName().endsWith(".class") || data)) {
                    continue;
                }
                dataFiles += data ? 1 : 0;
                Path target = icu.resolve(entry.getName());
                Files.createDirectories(target.getParent());
                try (InputStream in = file.getInputStream(entry)) {
                    Files.copy(in, target);
                }
            }
        }
        assertFalse(dataFiles == 0, "no ICU data file matches " + includes);
        URL[] path = { Path.of("target", "classes").toUri().toURL(), icu.toUri().toURL() };
        try (URLClassLoader stripped = new URLClassLoader(path, ClassLoader.getPlatformClassLoader())) {
            Method split = stripped.loadClass(SentenceSplitter.class.getName()).getMethod("split", String.class, String.class);
            for (String[] text : TEXTS) {
                assertEquals(SentenceSplitter.split(text[0], text[1]), split.invoke(null, text[0], text[1]), text[0]);
            }
        }
    }

    /** The globs of quarkus.native.resources.includes as patterns ("*" within a folder, "**" across folders). */
    private static List<Pattern> includes() throws IOException {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(Path.of("src", "main", "resources", "application.properties"),
                StandardCharsets.UTF_8)) {
            properties.load(in);
        }
        List<Pattern> patterns = new ArrayList<>();
        for (String glob : properties.getProperty("quarkus.native.resources.includes", "").split(",")) {
            if (!glob.isBlank()) {
                String regex = Pattern.quote(glob.strip()).replace("**", "\\E.*\\Q").replace("*", "\\E[^/]*\\Q");
                patterns.add(Pattern.compile(regex));
            }
        }
        return patterns;
    }
}
