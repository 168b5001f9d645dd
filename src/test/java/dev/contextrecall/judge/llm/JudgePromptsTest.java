package dev.contextrecall.judge.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dev.contextrecall.config.PromptsConfig;

/** The start-up check of configured prompts, and the version that names them. */
class JudgePromptsTest {

    record Call(Optional<String> system, Optional<String> systemFile, Optional<String> user,
            Optional<String> userFile) implements PromptsConfig.Call {
        static Call none() {
            return new Call(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
        }

        static Call user(String user) {
            return new Call(Optional.empty(), Optional.empty(), Optional.of(user), Optional.empty());
        }
    }

    record Config(Optional<String> label, PromptsConfig.Call extraction, PromptsConfig.Call attribution,
            PromptsConfig.Call holistic) implements PromptsConfig {
    }

    static Config attribution(PromptsConfig.Call call) {
        return new Config(Optional.of("mine"), Call.none(), call, Call.none());
    }

    @Test
    void noConfigurationIsTheBuiltInVersion() {
        JudgePrompts prompts = new JudgePrompts(new Config(Optional.empty(), Call.none(), Call.none(), Call.none()));
        assertEquals(PromptData.VERSION, prompts.version());
        assertEquals(StatementAttributor.SYSTEM, prompts.attribution().system());
    }

    @Test
    void aMissingVariableStopsTheStartUpAndNamesIt() {
        var failure = assertThrows(IllegalStateException.class,
                () -> new JudgePrompts(attribution(Call.user("<case_data>{caseData}</case_data>{correction}"))));
        assertTrue(failure.getMessage().contains("attribution user template misses the required variable {imageNote}"),
                failure.getMessage());
    }

    @Test
    void anUnknownVariableOrCaseDataInTheSystemTemplateStopsTheStartUp() {
        var unknown = assertThrows(IllegalStateException.class,
                () -> new JudgePrompts(attribution(Call.user("{case_data}{caseData}{imageNote}{correction}"))));
        assertTrue(unknown.getMessage().contains("unknown variable {case_data}"), unknown.getMessage());
        var inSystem = assertThrows(IllegalStateException.class, () -> new JudgePrompts(attribution(new Call(
                Optional.of("Judge {caseData}"), Optional.empty(), Optional.empty(), Optional.empty()))));
        assertTrue(inSystem.getMessage().contains("system template uses {caseData}"), inSystem.getMessage());
    }

    @Test
    void anUnreadableFileStopsTheStartUp() {
        var failure = assertThrows(IllegalStateException.class, () -> new JudgePrompts(attribution(new Call(
                Optional.empty(), Optional.of("/no/such/prompt.txt"), Optional.empty(), Optional.empty()))));
        assertTrue(failure.getMessage().contains("context-recall.prompts.attribution.system-file /no/such/prompt.txt"
                + " cannot be read"), failure.getMessage());
    }

    /** Different template text, different version: runs with different prompts never compare as equals. */
    @Test
    void theVersionIsTheLabelAndAHashOfTheTemplates() {
        String a = new JudgePrompts(attribution(Call.user("A {caseData}{imageNote}{correction}"))).version();
        String b = new JudgePrompts(attribution(Call.user("B {caseData}{imageNote}{correction}"))).version();
        assertTrue(a.matches("mine/sha256:[0-9a-f]{12}"), a);
        assertNotEquals(a, b);
        assertEquals(a, new JudgePrompts(attribution(Call.user("A {caseData}{imageNote}{correction}"))).version());
    }

    @Test
    void renderingReplacesOnlyKnownVariablesAndNeverReadsAValueAsATemplate() {
        JudgeTemplate t = new JudgeTemplate("fixed", "{\"x\": 1} {caseData}|{correction}");
        assertEquals("{\"x\": 1} a {correction} b|", t.render(Map.of("caseData", "a {correction} b", "correction", "")));
    }
}
