package dev.contextrecall.nativeimage;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Json;

/**
 * The reflection registrations native-image will see: every {@code META-INF/native-image/**\/reflect-config.json}
 * (and the newer {@code reachability-metadata.json}) in the jars of the native-image source jar directory, which
 * holds the runner jar with Quarkus's generated configuration and the libraries' own.
 */
public final class ReflectionConfig {

    /** What Jackson needs of a class: to create it, to call its accessors or setters, and to see its fields. */
    public enum Access {
        CONSTRUCTORS, METHODS, FIELDS
    }

    private final Map<String, Set<Access>> registered = new HashMap<>();

    /** Reads the runner jar and lib/ of a native-image source jar directory. */
    public static ReflectionConfig fromSourceJarDirectory(Path dir) {
        ReflectionConfig config = new ReflectionConfig();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path jar : files.filter(p -> p.toString().endsWith(".jar")).toList()) {
                config.readJar(jar);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + dir, e);
        }
        return config;
    }

    /** Reads one configuration document (reflect-config.json or reachability-metadata.json). */
    public ReflectionConfig add(JsonNode document) {
        JsonNode entries = document.isArray() ? document : document.path("reflection");
        for (JsonNode e : entries) {
            String name = e.hasNonNull("name") ? e.get("name").asText() : e.path("type").asText(null);
            if (name != null) {
                registered.computeIfAbsent(name, n -> EnumSet.noneOf(Access.class)).addAll(access(e));
            }
        }
        return this;
    }

    /** What is registered for a class (empty when nothing is); nested classes by their binary name (Outer$Inner). */
    public Set<Access> of(String className) {
        return registered.getOrDefault(className, Set.of());
    }

    public int size() {
        return registered.size();
    }

    private void readJar(Path path) {
        try (JarFile jar = new JarFile(path.toFile())) {
            for (JarEntry entry : jar.stream().toList()) {
                String name = entry.getName();
                if (name.startsWith("META-INF/native-image/")
                        && (name.endsWith("/reflect-config.json") || name.endsWith("/reachability-metadata.json"))) {
                    try (InputStream in = jar.getInputStream(entry)) {
                        add(Json.MAPPER.readTree(in));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + path, e);
        }
    }

    private static Set<Access> access(JsonNode e) {
        Set<Access> access = EnumSet.noneOf(Access.class);
        if (flag(e, "allDeclaredConstructors", "allPublicConstructors") || hasMethodNamed(e, "<init>")) {
            access.add(Access.CONSTRUCTORS);
        }
        if (flag(e, "allDeclaredMethods", "allPublicMethods") || hasMethodOtherThan(e, "<init>")) {
            access.add(Access.METHODS);
        }
        if (flag(e, "allDeclaredFields", "allPublicFields") || (e.has("fields") && !e.get("fields").isEmpty())) {
            access.add(Access.FIELDS);
        }
        return access;
    }

    private static boolean flag(JsonNode e, String... names) {
        return Stream.of(names).anyMatch(n -> e.path(n).asBoolean(false));
    }

    private static boolean hasMethodNamed(JsonNode e, String name) {
        for (JsonNode m : e.path("methods")) {
            if (name.equals(m.path("name").asText())) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasMethodOtherThan(JsonNode e, String name) {
        for (JsonNode m : e.path("methods")) {
            if (!name.equals(m.path("name").asText())) {
                return true;
            }
        }
        return false;
    }
}
