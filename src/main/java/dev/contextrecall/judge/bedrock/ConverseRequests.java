package dev.contextrecall.judge.bedrock;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.Content;
import dev.langchain4j.data.message.ImageContent;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.TextContent;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.exception.InvalidRequestException;
import dev.langchain4j.internal.JsonSchemaElementUtils;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.request.ResponseFormatType;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.bedrockruntime.model.CachePointBlock;
import software.amazon.awssdk.services.bedrockruntime.model.CachePointType;
import software.amazon.awssdk.services.bedrockruntime.model.ContentBlock;
import software.amazon.awssdk.services.bedrockruntime.model.ConversationRole;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseRequest;
import software.amazon.awssdk.services.bedrockruntime.model.ImageBlock;
import software.amazon.awssdk.services.bedrockruntime.model.ImageFormat;
import software.amazon.awssdk.services.bedrockruntime.model.ImageSource;
import software.amazon.awssdk.services.bedrockruntime.model.Message;
import software.amazon.awssdk.services.bedrockruntime.model.SpecificToolChoice;
import software.amazon.awssdk.services.bedrockruntime.model.SystemContentBlock;
import software.amazon.awssdk.services.bedrockruntime.model.Tool;
import software.amazon.awssdk.services.bedrockruntime.model.ToolChoice;
import software.amazon.awssdk.services.bedrockruntime.model.ToolConfiguration;
import software.amazon.awssdk.services.bedrockruntime.model.ToolInputSchema;
import software.amazon.awssdk.services.bedrockruntime.model.ToolSpecification;

/**
 * One AI-service call as a Converse request. The answer's JSON schema becomes the input schema of the single tool the
 * model must call (tool use), or, for a model without tool use, an instruction after the system prompt (JSON in
 * text). The system prompt, the fixed part of our prompts, ends in a cachePoint where prompt caching is on.
 */
final class ConverseRequests {

    /** The tool that carries the answer when the schema has no usable name. */
    static final String ANSWER_TOOL = "answer";

    private ConverseRequests() {
    }

    /** How the answer's shape is asked for. */
    enum Shape {
        TOOL,
        TEXT
    }

    static JsonSchema schema(ChatRequest request) {
        ResponseFormat format = request.responseFormat();
        return format != null && format.type() == ResponseFormatType.JSON ? format.jsonSchema() : null;
    }

    static ConverseRequest build(ChatRequest request, String modelId, Shape shape, boolean cachePoint,
            int maxTokens) {
        JsonSchema schema = schema(request);
        List<String> systemTexts = new ArrayList<>();
        List<Message> messages = new ArrayList<>();
        for (ChatMessage message : request.messages()) {
            if (message instanceof SystemMessage system) {
                systemTexts.add(system.text());
            } else if (message instanceof UserMessage user) {
                messages.add(Message.builder().role(ConversationRole.USER)
                        .content(user.contents().stream().map(ConverseRequests::block).toList()).build());
            } else if (message instanceof AiMessage ai && ai.text() != null) {
                messages.add(Message.builder().role(ConversationRole.ASSISTANT).content(ContentBlock.fromText(ai.text()))
                        .build());
            }
        }
        List<SystemContentBlock> system = new ArrayList<>();
        systemTexts.forEach(text -> system.add(SystemContentBlock.fromText(text)));
        if (cachePoint && !system.isEmpty()) {
            system.add(SystemContentBlock.fromCachePoint(CachePointBlock.builder().type(CachePointType.DEFAULT).build()));
        }
        if (schema != null && shape == Shape.TEXT) {
            // after the cache point: the schema differs between calls, the prompt before it does not
            system.add(SystemContentBlock.fromText("Answer with one JSON object and nothing else, no code fence, that"
                    + " matches this JSON schema:\n" + ConverseDocuments.toJson(schemaMap(schema))));
        }
        ConverseRequest.Builder converse = ConverseRequest.builder().modelId(modelId).system(system).messages(messages)
                .inferenceConfig(c -> c.maxTokens(maxTokens).temperature(temperature(request)));
        if (schema != null && shape == Shape.TOOL) {
            String tool = toolName(schema);
            converse.toolConfig(ToolConfiguration.builder()
                    .tools(Tool.fromToolSpec(ToolSpecification.builder().name(tool)
                            .description("Give your answer: call this tool with the answer as its input.")
                            .inputSchema(ToolInputSchema.fromJson(ConverseDocuments.from(schemaMap(schema))))
                            .build()))
                    .toolChoice(ToolChoice.fromTool(SpecificToolChoice.builder().name(tool).build()))
                    .build());
        }
        return converse.build();
    }

    private static Float temperature(ChatRequest request) {
        return request.temperature() == null ? 0f : request.temperature().floatValue();
    }

    static Map<String, Object> schemaMap(JsonSchema schema) {
        return JsonSchemaElementUtils.toMap(schema.rootElement(), true);
    }

    /** Converse tool names are [a-zA-Z0-9_-]{1,64}. */
    static String toolName(JsonSchema schema) {
        String name = schema.name() == null ? "" : schema.name().replaceAll("[^a-zA-Z0-9_-]", "_");
        return name.isEmpty() ? ANSWER_TOOL : name.length() > 64 ? name.substring(0, 64) : name;
    }

    private static ContentBlock block(Content content) {
        if (content instanceof TextContent text) {
            return ContentBlock.fromText(text.text());
        }
        if (content instanceof ImageContent image && image.image().base64Data() != null) {
            return ContentBlock.fromImage(ImageBlock.builder().format(imageFormat(image.image().mimeType()))
                    .source(ImageSource.fromBytes(SdkBytes.fromByteArray(
                            Base64.getDecoder().decode(image.image().base64Data()))))
                    .build());
        }
        if (content instanceof ImageContent) {
            throw new InvalidRequestException("Amazon Bedrock takes images as data URIs (data:image/png;base64,...),"
                    + " not as links: send the image's bytes.");
        }
        throw new InvalidRequestException("Amazon Bedrock judge: unsupported content " + content.type());
    }

    private static ImageFormat imageFormat(String mimeType) {
        String type = mimeType == null ? "" : mimeType.toLowerCase(Locale.ROOT);
        return switch (type) {
            case "image/png" -> ImageFormat.PNG;
            case "image/jpeg", "image/jpg" -> ImageFormat.JPEG;
            case "image/gif" -> ImageFormat.GIF;
            case "image/webp" -> ImageFormat.WEBP;
            default -> throw new InvalidRequestException("Amazon Bedrock takes PNG, JPEG, GIF and WebP images, not "
                    + (type.isEmpty() ? "an image without a media type" : type) + ".");
        };
    }
}
