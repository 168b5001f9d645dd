package dev.contextrecall.judge.llm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.PromptsConfig;
import dev.contextrecall.digest.Sha256;
import io.quarkus.runtime.Startup;

/**
 * The templates every judge call is rendered from: the built-in ones on the AI service interfaces, or the ones a
 * deployment configures (context-recall.prompts.*), read and checked once at start-up, at run time (so the native
 * executable reads them too). A template that cannot be used stops the start-up with the reason.
 */
@Startup
@ApplicationScoped
public class JudgePrompts {

    public static final String CASE_DATA = "caseData";
    public static final String IMAGE_NOTE = "imageNote";
    public static final String CORRECTION = "correction";

    /** The variables each call's user template must use, each at least once. */
    static final Set<String> EXTRACTION_VARIABLES = Set.of(CASE_DATA, CORRECTION);
    static final Set<String> RATING_VARIABLES = Set.of(CASE_DATA, IMAGE_NOTE, CORRECTION);

    private final JudgeTemplate extraction;
    private final JudgeTemplate attribution;
    private final JudgeTemplate holistic;
    private final String version;

    public JudgePrompts(PromptsConfig config) {
        List<String> problems = new ArrayList<>();
        extraction = load("extraction", config.extraction(),
                new JudgeTemplate(StatementExtractor.SYSTEM, StatementExtractor.USER), EXTRACTION_VARIABLES, problems);
        attribution = load("attribution", config.attribution(),
                new JudgeTemplate(StatementAttributor.SYSTEM, StatementAttributor.USER), RATING_VARIABLES, problems);
        holistic = load("holistic", config.holistic(),
                new JudgeTemplate(HolisticRater.SYSTEM, HolisticRater.USER), RATING_VARIABLES, problems);
        if (!problems.isEmpty()) {
            throw new IllegalStateException("The configured judge prompts cannot be used (context-recall.prompts.*): "
                    + String.join("; ", problems) + ". See docs/judge-contract.md.");
        }
        boolean builtIn = extraction.equals(new JudgeTemplate(StatementExtractor.SYSTEM, StatementExtractor.USER))
                && attribution.equals(new JudgeTemplate(StatementAttributor.SYSTEM, StatementAttributor.USER))
                && holistic.equals(new JudgeTemplate(HolisticRater.SYSTEM, HolisticRater.USER));
        version = builtIn ? PromptData.VERSION
                : config.label().filter(l -> !l.isBlank()).orElse("custom") + "/sha256:" + digest();
    }

    public JudgeTemplate extraction() {
        return extraction;
    }

    public JudgeTemplate attribution() {
        return attribution;
    }

    public JudgeTemplate holistic() {
        return holistic;
    }

    /** Reported as prompt_version and part of the statement store's key: different prompts never pass as equal. */
    public String version() {
        return version;
    }

    private static JudgeTemplate load(String call, PromptsConfig.Call configured, JudgeTemplate defaults,
            Set<String> variables, List<String> problems) {
        String system = text(call, "system", configured.system(), configured.systemFile(), problems)
                .orElse(defaults.system());
        String user = text(call, "user", configured.user(), configured.userFile(), problems).orElse(defaults.user());
        JudgeTemplate template = new JudgeTemplate(system, user);
        problems.addAll(template.problems(call, new LinkedHashSet<>(variables.stream().sorted().toList())));
        return template;
    }

    private static Optional<String> text(String call, String part, Optional<String> value, Optional<String> file,
            List<String> problems) {
        String key = "context-recall.prompts." + call + "." + part;
        if (value.isPresent() && file.isPresent()) {
            problems.add(key + " and " + key + "-file are both set; set one");
            return Optional.empty();
        }
        if (file.isEmpty()) {
            return value;
        }
        try {
            return Optional.of(Files.readString(Path.of(file.get()), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            problems.add(key + "-file " + file.get() + " cannot be read (" + e.getClass().getSimpleName() + ": "
                    + e.getMessage() + ")");
            return Optional.empty();
        }
    }

    private String digest() {
        List<byte[]> parts = new ArrayList<>();
        byte[] separator = { 0 };
        for (JudgeTemplate t : List.of(extraction, attribution, holistic)) {
            parts.add(t.system().getBytes(StandardCharsets.UTF_8));
            parts.add(separator);
            parts.add(t.user().getBytes(StandardCharsets.UTF_8));
            parts.add(separator);
        }
        return Sha256.hex(parts.toArray(byte[][]::new)).substring(0, 12);
    }
}
