package dev.contextrecall.deploy;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.DotName;
import org.jboss.jandex.Index;
import org.jboss.jandex.Indexer;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Json;
import io.smallrye.config.ConfigMappings;

/**
 * What the code offers a deployment, read from the compiled classes (target/classes) and the extensions' config
 * metadata on the class path: Funqy exports, HTTP routes, and every configuration key with its environment form.
 */
final class CodeFacts {

    /** One configuration key: a pattern over environment variable names, and whether it is read at run time. */
    record ConfigKey(String property, Pattern environment, boolean runTime) {
    }

    private static final DotName FUNQ = DotName.createSimple("io.quarkus.funqy.Funq");
    private static final DotName PATH = DotName.createSimple("jakarta.ws.rs.Path");
    private static final DotName POST = DotName.createSimple("jakarta.ws.rs.POST");
    private static final DotName CONFIG_MAPPING = DotName.createSimple("io.smallrye.config.ConfigMapping");
    private static final DotName CONFIG_PROPERTY =
            DotName.createSimple("org.eclipse.microprofile.config.inject.ConfigProperty");
    private static final String QUARKUS_CONFIG_MODEL = "META-INF/quarkus-config-doc/quarkus-config-model.json";

    final Set<String> exports;
    final Set<String> postRoutes;
    final List<ConfigKey> configKeys;

    private CodeFacts(Index index) {
        exports = exports(index);
        postRoutes = postRoutes(index);
        List<ConfigKey> keys = new ArrayList<>(quarkusKeys());
        keys.addAll(applicationKeys(index));
        configKeys = List.copyOf(keys);
    }

    static CodeFacts of(Path classes) {
        Indexer indexer = new Indexer();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                try (InputStream in = Files.newInputStream(file)) {
                    indexer.index(in);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new CodeFacts(indexer.complete());
    }

    /** The configuration key an environment variable sets, if any. */
    Optional<ConfigKey> keyFor(String environmentVariable) {
        return configKeys.stream().filter(k -> k.environment().matcher(environmentVariable).matches()).findFirst();
    }

    /** @Funq("name"), or the method's name when the annotation names none. */
    private static Set<String> exports(Index index) {
        Set<String> out = new TreeSet<>();
        for (AnnotationInstance funq : index.getAnnotations(FUNQ)) {
            AnnotationValue value = funq.value();
            out.add(value == null || value.asString().isEmpty() ? funq.target().asMethod().name() : value.asString());
        }
        return out;
    }

    /** "POST /path" for each JAX-RS @POST method: the class's @Path joined with the method's. */
    private static Set<String> postRoutes(Index index) {
        Set<String> out = new TreeSet<>();
        for (AnnotationInstance post : index.getAnnotations(POST)) {
            if (post.target().kind() != AnnotationTarget.Kind.METHOD) {
                continue;
            }
            var method = post.target().asMethod();
            AnnotationInstance classPath = method.declaringClass().declaredAnnotation(PATH);
            AnnotationInstance methodPath = method.annotation(PATH);
            String path = join(classPath == null ? "" : classPath.value().asString(),
                    methodPath == null ? "" : methodPath.value().asString());
            out.add("POST " + path);
        }
        return out;
    }

    private static String join(String a, String b) {
        String path = ("/" + a + "/" + b).replaceAll("/+", "/");
        return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }

    /** Every extension's documented keys, with the environment variable Quarkus derives and the phase. */
    private static List<ConfigKey> quarkusKeys() {
        List<ConfigKey> keys = new ArrayList<>();
        try {
            Enumeration<URL> models = CodeFacts.class.getClassLoader().getResources(QUARKUS_CONFIG_MODEL);
            for (URL url : Collections.list(models)) {
                try (InputStream in = url.openStream()) {
                    for (JsonNode root : Json.MAPPER.readTree(in).path("configRoots")) {
                        collect(root.path("items"), keys);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (keys.isEmpty()) {
            throw new IllegalStateException("No " + QUARKUS_CONFIG_MODEL + " on the class path.");
        }
        return keys;
    }

    private static void collect(JsonNode items, List<ConfigKey> keys) {
        for (JsonNode item : items) {
            if (item.has("items")) {
                collect(item.path("items"), keys);
            } else if (item.has("path")) {
                String property = item.path("path").path("property").asText();
                keys.add(new ConfigKey(property, environmentPattern(property),
                        "RUN_TIME".equals(item.path("phase").asText())));
            }
        }
    }

    /** The application's own @ConfigMapping interfaces and @ConfigProperty injections. */
    private static List<ConfigKey> applicationKeys(Index index) {
        List<ConfigKey> keys = new ArrayList<>();
        for (AnnotationInstance mapping : index.getAnnotations(CONFIG_MAPPING)) {
            String type = mapping.target().asClass().name().toString();
            String prefix = mapping.value("prefix") == null ? "" : mapping.value("prefix").asString();
            try {
                Map<String, ?> properties = ConfigMappings.getProperties(
                        new ConfigMappings.ConfigClass(Class.forName(type), prefix));
                properties.keySet().forEach(p -> keys.add(new ConfigKey(p, environmentPattern(p), true)));
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
        for (AnnotationInstance property : index.getAnnotations(CONFIG_PROPERTY)) {
            AnnotationValue name = property.value("name");
            if (name != null) {
                keys.add(new ConfigKey(name.asString(), environmentPattern(name.asString()), true));
            }
        }
        return keys;
    }

    /**
     * SmallRye's rule: a property's environment variable is its name with every character other than a letter or
     * digit replaced by "_", in upper case. A map key ("name" or *) stands for any name.
     */
    static Pattern environmentPattern(String property) {
        String withWildcards = property.replaceAll("\"[^\"]*\"", "\"*\"").replace("[*]", "[0]");
        StringBuilder regex = new StringBuilder();
        for (char c : withWildcards.toCharArray()) {
            if (c == '*') {
                regex.append("[A-Z0-9_]+");
            } else if (Character.isLetterOrDigit(c)) {
                regex.append(Character.toUpperCase(c));
            } else {
                regex.append('_');
            }
        }
        return Pattern.compile(regex.toString());
    }
}
