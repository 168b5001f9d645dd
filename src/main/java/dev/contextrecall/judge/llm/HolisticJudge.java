package dev.contextrecall.judge.llm;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ImageRef;

/**
 * The holistic rating through the same call policy and corrective re-ask as every judge call. A score that is
 * missing, not a number or outside 0..1 is re-asked once and then judge_output_invalid: never clamped.
 */
@ApplicationScoped
public class HolisticJudge {

    private final HolisticRater rater;
    private final LlmJudge llm;
    private final JudgePrompts prompts;

    public HolisticJudge(HolisticRater rater, LlmJudge llm, JudgePrompts prompts) {
        this.rater = rater;
        this.llm = llm;
        this.prompts = prompts;
    }

    public HolisticRating rate(String question, String reference, List<ImageRef> referenceImages,
            List<ContextNode> nodes, JudgeSession session) {
        JudgePrompt prompt = PromptData.holistic(question, reference, referenceImages, nodes, session.language());
        var images = prompt.langchainImages();
        JudgeTemplate template = prompts.holistic();
        return llm.askWithOneCorrection(session, "holistic rating",
                correction -> rater.rate(template.system(), prompt.user(template, correction), images, session.model()),
                HolisticJudge::check);
    }

    /** Reported as prompt_version. */
    public String promptVersion() {
        return prompts.version();
    }

    /** The model name to report, as for every judge call. */
    public String modelName(JudgeSession session) {
        return llm.modelName(session);
    }

    static LlmJudge.Checked<HolisticRating> check(HolisticRating answer) {
        if (answer == null || answer.score() == null) {
            return LlmJudge.Checked.wrong(List.of("the reply has no numeric \"score\""));
        }
        double score = answer.score();
        if (!Double.isFinite(score) || score < 0.0 || score > 1.0) {
            return LlmJudge.Checked.wrong(List.of("\"score\" is " + answer.score() + ", outside 0 to 1"));
        }
        return LlmJudge.Checked.ok(answer);
    }
}
