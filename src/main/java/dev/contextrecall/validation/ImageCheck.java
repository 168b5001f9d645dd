package dev.contextrecall.validation;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.JudgeModels;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.testcase.ContextNode;

/** Images go to the judge as image parts; a model configured as text-only refuses them rather than drop them. */
@ApplicationScoped
public class ImageCheck {

    private final JudgeModels models;

    public ImageCheck(JudgeModels models) {
        this.models = models;
    }

    /** imageField names the first image of the request, null when it has none. */
    public void requireVision(String imageField, String model) {
        if (imageField != null && !models.seesImages(model)) {
            throw EvaluationException.invalid(imageField, imageField + " is an image, but the judge model "
                    + (model == null ? "(the default model)" : "'" + model + "'") + " is configured as text-only ("
                    + JudgeModels.visionKey(model) + "=false). Send text, or choose a model that takes images.");
        }
    }

    /** The field of the first image node in a list, or null. */
    public static String firstImage(List<ContextNode> nodes, String listField) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).isImage()) {
                return listField + "[" + i + "].image_url";
            }
        }
        return null;
    }
}
