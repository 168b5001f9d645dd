package dev.contextrecall.deploy;

import static dev.contextrecall.deploy.SamTemplate.list;
import static dev.contextrecall.deploy.SamTemplate.map;
import static dev.contextrecall.deploy.SamTemplate.referencedResource;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Json;

/**
 * The evaluation run's state machine (Amazon States Language, JSON) against itself and the template: every state
 * it names exists and every state can be reached, every function it invokes is a function of the template that
 * the state machine's role may invoke, and every ${substitution} is defined.
 */
final class StateMachineChecks {

    static final String MACHINE = "EvaluationStateMachine";
    private static final Pattern SUBSTITUTION = Pattern.compile("\\$\\{([A-Za-z0-9_]+)}");

    private final List<String> problems = new ArrayList<>();

    static List<String> check(String definition, SamTemplate template) {
        StateMachineChecks checks = new StateMachineChecks();
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(definition);
        } catch (JsonProcessingException e) {
            return List.of("The state machine definition is not valid JSON: " + e.getOriginalMessage());
        }
        if (!root.isObject()) {
            return List.of("The state machine definition is not valid JSON: not an object.");
        }
        checks.checkStates(root, "top level");
        checks.checkSubstitutions(definition, template);
        checks.checkInvocations(root, template);
        return checks.problems;
    }

    /** One level of States (the top, or a Map's ItemProcessor), then the levels inside it. */
    private void checkStates(JsonNode machine, String where) {
        JsonNode states = machine.path("States");
        if (!states.isObject() || states.isEmpty()) {
            problems.add("The " + where + " has no States.");
            return;
        }
        Set<String> referenced = new TreeSet<>();
        String start = machine.path("StartAt").asText(null);
        if (start == null) {
            problems.add("The " + where + " has no StartAt.");
        } else {
            referenced.add(start);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = states.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> state = it.next();
            JsonNode s = state.getValue();
            List<String> next = new ArrayList<>();
            if (s.has("Next")) {
                next.add(s.get("Next").asText());
            }
            if (s.has("Default")) {
                next.add(s.get("Default").asText());
            }
            s.path("Choices").forEach(c -> next.add(c.path("Next").asText()));
            s.path("Catch").forEach(c -> next.add(c.path("Next").asText()));
            String type = s.path("Type").asText();
            boolean ends = s.path("End").asBoolean() || type.equals("Succeed") || type.equals("Fail");
            if (next.isEmpty() && !ends && !type.equals("Choice")) {
                problems.add("State " + state.getKey() + " (" + where + ") has neither Next nor End.");
            }
            for (String n : next) {
                referenced.add(n);
                if (!states.has(n)) {
                    problems.add("State " + state.getKey() + " (" + where + ") goes to " + n + ", which does not exist.");
                }
            }
            if (s.has("ItemProcessor")) {
                checkStates(s.get("ItemProcessor"), "item processor of " + state.getKey());
            }
        }
        states.fieldNames().forEachRemaining(name -> {
            if (!referenced.contains(name)) {
                problems.add("State " + name + " (" + where + ") is never reached.");
            }
        });
    }

    private void checkSubstitutions(String definition, SamTemplate template) {
        Map<String, Object> defined = map(template.properties(MACHINE).get("DefinitionSubstitutions"));
        Set<String> used = new TreeSet<>();
        Matcher m = SUBSTITUTION.matcher(definition);
        while (m.find()) {
            used.add(m.group(1));
        }
        for (String name : used) {
            if (!defined.containsKey(name)) {
                problems.add("The definition uses ${" + name + "}, which DefinitionSubstitutions does not define.");
            }
        }
        for (String name : defined.keySet()) {
            if (!used.contains(name)) {
                problems.add("DefinitionSubstitutions defines " + name + ", which the definition never uses.");
            }
        }
    }

    /** Every lambda:invoke names, through a substitution, a function of the template that the role may invoke. */
    private void checkInvocations(JsonNode root, SamTemplate template) {
        Map<String, Object> substitutions = map(template.properties(MACHINE).get("DefinitionSubstitutions"));
        Set<String> invocable = invocable(template);
        for (JsonNode task : root.findParents("Resource")) {
            if (!task.path("Resource").asText().endsWith(":lambda:invoke")) {
                continue;
            }
            String functionName = task.path("Arguments").path("FunctionName").asText();
            Matcher m = SUBSTITUTION.matcher(functionName);
            Optional<String> function = m.matches()
                    ? referencedResource(substitutions.get(m.group(1)))
                    : Optional.empty();
            if (function.isEmpty() || !SamTemplate.FUNCTION.equals(template.type(function.get()))) {
                problems.add("A task invokes " + functionName + ", which is not a function declared in the template.");
            } else if (!invocable.contains(function.get())) {
                problems.add("The state machine invokes " + function.get() + " but its role may not.");
            }
        }
    }

    private static Set<String> invocable(SamTemplate template) {
        Set<String> out = new TreeSet<>();
        for (Object policy : list(template.properties(MACHINE).get("Policies"))) {
            referencedResource(map(map(policy).get("LambdaInvokePolicy")).get("FunctionName")).ifPresent(out::add);
        }
        return out;
    }
}
