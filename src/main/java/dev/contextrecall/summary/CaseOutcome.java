package dev.contextrecall.summary;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One test case of a Map Run, as the ResultWriter exported it: scored (result is the service's answer) or not
 * (error and cause say why: the service's error code, or a Step Functions / Lambda error).
 */
public record CaseOutcome(String status, JsonNode id, JsonNode result, String error, String cause) {

    public boolean scored() {
        return "SUCCEEDED".equals(status) && result != null && result.path("score").isNumber();
    }
}
