package dev.contextrecall.validation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.testcase.Variant;

/**
 * Decides which single-turn member of the context-recall family a request asks for, for {@link CaseParser} (which
 * has already told a conversation apart by its "turns"), and the algorithm a conversation names. An explicit
 * "algorithm" wins. Otherwise the fields the request carries tell: reference_contexts, or
 * reference_context_ids / retrieved_context_ids. A request that carries none of those gets the configured default
 * (statements unless set otherwise), and one that carries two kinds must say which it means.
 */
public final class VariantChoice {

    static final String REFERENCE_CONTEXTS = "reference_contexts";
    static final List<String> CONTEXT_IDS = List.of("reference_context_ids", "retrieved_context_ids");

    private VariantChoice() {
    }

    public static Variant of(JsonNode body, Variant configured) {
        JsonNode named = body.get("algorithm");
        if (RequestFields.present(named)) {
            if (!named.isTextual()) {
                throw EvaluationException.invalid("algorithm", "algorithm must be a string.");
            }
            return known(named.asText());
        }
        List<String> carried = new ArrayList<>();
        if (RequestFields.present(body.get(REFERENCE_CONTEXTS))) {
            carried.add(REFERENCE_CONTEXTS);
        }
        if (CONTEXT_IDS.stream().anyMatch(f -> RequestFields.present(body.get(f)))) {
            carried.add("reference_context_ids / retrieved_context_ids");
        }
        if (carried.isEmpty()) {
            return configured;
        }
        RequestFields.ALIASES.get("expected_output").stream().filter(f -> RequestFields.present(body.get(f)))
                .findFirst().ifPresent(carried::add);
        if (carried.size() > 1) {
            throw EvaluationException.invalid("algorithm", "The request carries " + String.join(" and ", carried)
                    + "; say which recall to compute with algorithm (" + allowed() + ").");
        }
        return carried.get(0).equals(REFERENCE_CONTEXTS) ? Variant.REFERENCE_CONTEXTS : Variant.CONTEXT_IDS;
    }

    private static Variant known(String value) {
        return Variant.fromWire(value).orElseThrow(() -> EvaluationException.invalid("algorithm",
                "algorithm must be one of " + allowed() + "; got '" + value + "'."));
    }

    static String allowed() {
        return Arrays.stream(Variant.values()).map(Variant::wireName).collect(Collectors.joining(", "));
    }
}
