package dev.contextrecall.judge.llm;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The system and user templates of one judge call. The system template is fixed text (the cacheable prefix); the
 * user template carries the case through {variables}. Any other brace text, such as a JSON example, is kept as is.
 */
public record JudgeTemplate(String system, String user) {

    private static final Pattern VARIABLE = Pattern.compile("\\{([A-Za-z_][A-Za-z0-9_]*)\\}");

    /** The user template with each {name} replaced, in one pass, so a value is never read as a template. */
    public String render(Map<String, String> values) {
        Matcher m = VARIABLE.matcher(user);
        StringBuilder out = new StringBuilder(user.length() + 256);
        while (m.find()) {
            String value = values.get(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(value != null ? value : m.group()));
        }
        return m.appendTail(out).toString();
    }

    /**
     * What is wrong with these templates for a call whose user template needs exactly the given variables: an
     * unknown or missing variable, or a variable in the system template (case data there would end the shared
     * prefix that providers cache). Empty when they are usable.
     */
    public List<String> problems(String call, Set<String> variables) {
        List<String> problems = new ArrayList<>();
        if (system.isBlank()) {
            problems.add(call + " system template is empty");
        }
        for (String name : names(system)) {
            if (variables.contains(name)) {
                problems.add(call + " system template uses {" + name + "}; case data goes in the user template only");
            }
        }
        Set<String> used = names(user);
        for (String name : used) {
            if (!variables.contains(name)) {
                problems.add(call + " user template uses the unknown variable {" + name + "} (known: "
                        + String.join(", ", variables.stream().map(v -> "{" + v + "}").toList()) + ")");
            }
        }
        for (String name : variables) {
            if (!used.contains(name)) {
                problems.add(call + " user template misses the required variable {" + name + "}");
            }
        }
        return problems;
    }

    private static Set<String> names(String template) {
        Set<String> names = new LinkedHashSet<>();
        Matcher m = VARIABLE.matcher(template);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }
}
