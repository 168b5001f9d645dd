package dev.contextrecall;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The imports of the project's own classes as the source files write them. ArchUnit reads bytecode, where an import
 * used only in Javadoc ({@code {@link ...}}) or not at all leaves no trace; such an import still ties two packages
 * together for a reader and an IDE. Read from the sources, every import counts.
 */
final class SourceImports {

    /** One import: the importing class's package, the imported name, and whether code (not a comment) uses it. */
    record Import(String file, String fromPackage, String toPackage, String imported, boolean usedInCode) {
    }

    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import\\s+(static\\s+)?([\\w.]+(?:\\.\\*)?)\\s*;");

    private SourceImports() {
    }

    /** Every import of a class under root in the .java files below the folder. */
    static List<Import> under(Path sources, String root) {
        try (Stream<Path> files = Files.walk(sources)) {
            return files.filter(p -> p.toString().endsWith(".java")).sorted()
                    .flatMap(p -> of(sources.relativize(p).toString(), read(p), root).stream()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The imports of one source file of classes under root. */
    static List<Import> of(String file, String source, String root) {
        Matcher pkg = PACKAGE.matcher(source);
        String fromPackage = pkg.find() ? pkg.group(1) : "";
        // What the code says once comments and literals are gone, and the package and import lines too.
        String code = IMPORT.matcher(PACKAGE.matcher(codeOnly(source)).replaceAll("")).replaceAll("");
        List<Import> imports = new ArrayList<>();
        Matcher m = IMPORT.matcher(source);
        while (m.find()) {
            String name = m.group(2);
            if (!name.startsWith(root + ".")) {
                continue;
            }
            String[] parts = name.split("\\.");
            String used = parts[parts.length - 1];
            boolean wildcard = used.equals("*");
            imports.add(new Import(file, fromPackage, packageOf(parts), name,
                    wildcard || Pattern.compile("\\b" + Pattern.quote(used) + "\\b").matcher(code).find()));
        }
        return imports;
    }

    /**
     * The source with its comments blanked out and its string, text-block and character literals emptied: a
     * name that is left is one the compiler reads.
     */
    static String codeOnly(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int i = 0;
        int n = source.length();
        while (i < n) {
            if (source.startsWith("//", i)) {
                while (i < n && source.charAt(i) != '\n') {
                    i++;
                }
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                out.append(' ');
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                while (end > 0 && source.charAt(end - 1) == '\\') {
                    end = source.indexOf("\"\"\"", end + 1);
                }
                i = end < 0 ? n : end + 3;
                out.append("\"\"");
            } else if (source.charAt(i) == '"' || source.charAt(i) == '\'') {
                char quote = source.charAt(i++);
                while (i < n && source.charAt(i) != quote && source.charAt(i) != '\n') {
                    i += source.charAt(i) == '\\' ? 2 : 1;
                }
                i++;
                out.append(quote).append(quote);
            } else {
                out.append(source.charAt(i++));
            }
        }
        return out.toString();
    }

    /** The leading lower-case segments of a qualified name: its package, whatever classes or members follow. */
    private static String packageOf(String[] parts) {
        List<String> pkg = new ArrayList<>();
        for (String part : parts) {
            if (part.equals("*") || Character.isUpperCase(part.charAt(0))) {
                break;
            }
            pkg.add(part);
        }
        return String.join(".", pkg);
    }

    /** Each cycle between packages, as the packages along it, one report per strongly connected group. */
    static List<List<String>> packageCycles(List<Import> imports) {
        Map<String, Set<String>> uses = new TreeMap<>();
        for (Import i : imports) {
            if (!i.fromPackage().equals(i.toPackage())) {
                uses.computeIfAbsent(i.fromPackage(), k -> new TreeSet<>()).add(i.toPackage());
                uses.computeIfAbsent(i.toPackage(), k -> new TreeSet<>());
            }
        }
        return new Tarjan(uses).groups().stream().filter(g -> g.size() > 1).toList();
    }

    /** Strongly connected packages (Tarjan's algorithm); a group of more than one package is a cycle. */
    private static final class Tarjan {
        private final Map<String, Set<String>> edges;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new TreeSet<>();
        private final List<List<String>> groups = new ArrayList<>();

        Tarjan(Map<String, Set<String>> edges) {
            this.edges = edges;
        }

        List<List<String>> groups() {
            for (String node : edges.keySet()) {
                if (!index.containsKey(node)) {
                    visit(node);
                }
            }
            return groups;
        }

        private void visit(String node) {
            index.put(node, index.size());
            low.put(node, index.get(node));
            stack.push(node);
            onStack.add(node);
            for (String next : edges.get(node)) {
                if (!index.containsKey(next)) {
                    visit(next);
                    low.put(node, Math.min(low.get(node), low.get(next)));
                } else if (onStack.contains(next)) {
                    low.put(node, Math.min(low.get(node), index.get(next)));
                }
            }
            if (low.get(node).equals(index.get(node))) {
                List<String> group = new ArrayList<>();
                String member;
                do {
                    member = stack.pop();
                    onStack.remove(member);
                    group.add(member);
                } while (!member.equals(node));
                groups.add(List.copyOf(new TreeSet<>(group)));
            }
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
