package dev.contextrecall.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;

import dev.contextrecall.api.EvaluationCaseFunction;
import dev.contextrecall.run.aws.RunEstimate;
import dev.contextrecall.run.aws.SummaryRequest;
import dev.contextrecall.support.Json;

/**
 * The run is priced before it starts, as far as the definition can be followed without a Step Functions engine:
 * the first state asks the evaluation-case function for the estimate (the request RunEstimateFunctionTest sends),
 * the only way on to the Map is the cap check's default, an estimate not within the cap ends in a Fail state (the
 * failed-run alarm counts it) whose cause is the estimate's message, and the summary gets the estimate. The fields
 * the definition reads are the ones the functions write.
 */
class StateMachineCapTest {

    static final JsonNode MACHINE = Json.read(DeployFiles.read(DeployFiles.STATE_MACHINE));
    static final JsonNode STATES = MACHINE.get("States");

    static String snake(String name) {
        return new PropertyNamingStrategies.SnakeCaseStrategy().translate(name);
    }

    static List<String> fields(Class<?> record) {
        return Arrays.stream(record.getRecordComponents()).map(RecordComponent::getName)
                .map(StateMachineCapTest::snake).toList();
    }

    @Test
    void theFirstStepAsksTheCaseFunctionToPriceTheDatasetWithTheCap() {
        assertEquals("EstimateRunCost", MACHINE.get("StartAt").asText());
        JsonNode first = STATES.get("EstimateRunCost");
        assertEquals("arn:aws:states:::lambda:invoke", first.get("Resource").asText());
        assertEquals("${EvaluationCaseFunctionArn}", first.at("/Arguments/FunctionName").asText());
        JsonNode request = first.at("/Arguments/Payload").get(EvaluationCaseFunction.ESTIMATE);
        assertEquals("${DatasetBucket}", request.get("bucket").asText());
        assertEquals("${DatasetKey}", request.get("key").asText());
        assertEquals("${MaxRunCost}", request.get("max_run_cost").asText());
        assertEquals("{% $states.result.Payload %}", first.at("/Assign/estimate").asText());
        assertEquals("{% $states.input %}", first.get("Output").asText(), "the execution input passes on");
    }

    @Test
    void anEstimateNotWithinTheCapFailsBeforeTheMapWithTheEstimatesMessage() {
        JsonNode check = STATES.get(STATES.get("EstimateRunCost").get("Next").asText());
        assertEquals("Choice", check.get("Type").asText());
        assertEquals(1, check.get("Choices").size());
        JsonNode over = check.get("Choices").get(0);
        assertEquals("{% $estimate.within_cap = false %}", over.get("Condition").asText());
        JsonNode fail = STATES.get(over.get("Next").asText());
        assertEquals("Fail", fail.get("Type").asText());
        assertEquals("EvaluationRunOverBudget", fail.get("Error").asText());
        assertEquals("{% $estimate.message %}", fail.get("Cause").asText());
        assertEquals("Map", STATES.get(check.get("Default").asText()).get("Type").asText());
        assertTrue(fields(RunEstimate.class).containsAll(List.of("within_cap", "message")));
    }

    @Test
    void nothingBeforeTheCapCheckScoresACase() {
        List<String> before = new ArrayList<>();
        String state = MACHINE.get("StartAt").asText();
        while (!STATES.get(state).get("Type").asText().equals("Choice")) {
            before.add(state);
            state = STATES.get(state).get("Next").asText();
        }
        assertEquals(List.of("EstimateRunCost"), before);
        long maps = STATES.properties().stream().filter(e -> e.getValue().path("Type").asText().equals("Map"))
                .count();
        assertEquals(1, maps, "the Map is the one state that scores cases");
    }

    @Test
    void theSummaryGetsTheEstimate() {
        assertEquals("{% $estimate %}", STATES.at("/Summarize/Arguments/Payload/estimate").asText());
        assertTrue(fields(SummaryRequest.class).contains("estimate"));
    }

    @Test
    void theTemplateSetsTheCapAndLetsTheCaseFunctionReadTheDataset() {
        SamTemplate template = DeployFiles.template();
        assertEquals("", ((java.util.Map<?, ?>) ((java.util.Map<?, ?>) template.root.get("Parameters"))
                .get("MaxRunCost")).get("Default"), "no cap unless set");
        assertEquals(java.util.Map.of("Ref", "MaxRunCost"), ((java.util.Map<?, ?>) template
                .properties(StateMachineChecks.MACHINE).get("DefinitionSubstitutions")).get("MaxRunCost"));
        String policies = String.valueOf(template.properties("EvaluationCaseFunction").get("Policies"));
        assertTrue(policies.contains("s3:GetObject") && policies.contains("${DatasetBucket}/${DatasetKey}"),
                policies);
    }
}
