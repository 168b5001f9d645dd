package dev.contextrecall.deploy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What `docker build` would see, without Docker: the COPY instructions of a Dockerfile and the .dockerignore rules
 * of the build context, with Docker's semantics (rules in order, the last that matches a path or one of its parent
 * directories decides; `!` re-includes; `*` and `?` stay within one path segment, `**` crosses them).
 */
final class DockerBuildContext {

    record Copy(int line, List<String> sources, String destination) {
    }

    record Rule(Pattern pattern, boolean include, String text) {
    }

    private DockerBuildContext() {
    }

    static List<String> instructions(String dockerfile) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : dockerfile.split("\n", -1)) {
            String trimmed = line.strip();
            if (current.isEmpty() && (trimmed.isEmpty() || trimmed.startsWith("#"))) {
                continue;
            }
            if (trimmed.endsWith("\\")) {
                current.append(trimmed, 0, trimmed.length() - 1).append(' ');
            } else {
                out.add(current.append(trimmed).toString());
                current.setLength(0);
            }
        }
        return out;
    }

    /** COPY instructions that read the build context (not --from another stage); options dropped. */
    static List<Copy> copies(String dockerfile) {
        List<Copy> copies = new ArrayList<>();
        List<String> all = instructions(dockerfile);
        for (int i = 0; i < all.size(); i++) {
            String[] words = all.get(i).split("\\s+");
            if (!words[0].equalsIgnoreCase("COPY") && !words[0].equalsIgnoreCase("ADD")) {
                continue;
            }
            List<String> args = new ArrayList<>();
            boolean fromStage = false;
            for (int w = 1; w < words.length; w++) {
                if (words[w].startsWith("--")) {
                    fromStage |= words[w].startsWith("--from=");
                } else {
                    args.add(words[w]);
                }
            }
            if (!fromStage && args.size() >= 2) {
                copies.add(new Copy(i + 1, List.copyOf(args.subList(0, args.size() - 1)), args.get(args.size() - 1)));
            }
        }
        return copies;
    }

    static List<Rule> rules(String dockerignore) {
        List<Rule> rules = new ArrayList<>();
        for (String line : dockerignore.split("\n")) {
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            boolean include = text.startsWith("!");
            String pattern = clean(include ? text.substring(1).strip() : text);
            rules.add(new Rule(Pattern.compile(glob(pattern)), include, text));
        }
        return rules;
    }

    /** Whether a context path (slash-separated, relative) is left out of the build context. */
    static boolean excluded(String path, List<Rule> rules) {
        boolean excluded = false;
        for (Rule rule : rules) {
            if (matchesItselfOrParent(rule.pattern(), path)) {
                excluded = !rule.include();
            }
        }
        return excluded;
    }

    /** Whether a COPY source (which may hold wildcards) names this context path. */
    static boolean names(String source, String path) {
        String pattern = clean(source);
        return matchesItselfOrParent(Pattern.compile(glob(pattern)), path);
    }

    private static boolean matchesItselfOrParent(Pattern pattern, String path) {
        String candidate = path;
        while (true) {
            if (pattern.matcher(candidate).matches()) {
                return true;
            }
            int slash = candidate.lastIndexOf('/');
            if (slash < 0) {
                return false;
            }
            candidate = candidate.substring(0, slash);
        }
    }

    private static String clean(String pattern) {
        String p = pattern.startsWith("./") ? pattern.substring(2) : pattern;
        p = p.startsWith("/") ? p.substring(1) : p;
        return p.endsWith("/") ? p.substring(0, p.length() - 1) : p;
    }

    private static String glob(String pattern) {
        if (pattern.contains("[")) {
            throw new IllegalArgumentException("character classes are not supported here: " + pattern);
        }
        StringBuilder regex = new StringBuilder();
        Matcher parts = Pattern.compile("\\*\\*|\\*|\\?|[^*?]+").matcher(pattern);
        while (parts.find()) {
            String part = parts.group();
            regex.append(switch (part) {
                case "**" -> ".*";
                case "*" -> "[^/]*";
                case "?" -> "[^/]";
                default -> Pattern.quote(part);
            });
        }
        return regex.toString();
    }

    static String read(Path path) {
        try {
            return Files.readString(path);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
