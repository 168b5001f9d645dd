package dev.contextrecall.judge.bedrock;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

import org.jboss.logging.Logger;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.exception.InvalidRequestException;
import dev.langchain4j.model.ModelProvider;
import dev.langchain4j.model.chat.Capability;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.listener.ChatModelListener;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.output.FinishReason;
import dev.langchain4j.service.output.OutputParsingException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;
import software.amazon.awssdk.services.bedrockruntime.model.ContentBlock;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseResponse;
import software.amazon.awssdk.services.bedrockruntime.model.StopReason;
import software.amazon.awssdk.services.bedrockruntime.model.TokenUsage;
import software.amazon.awssdk.services.bedrockruntime.model.ValidationException;

/**
 * A LangChain4j chat model on Amazon Bedrock's Converse API, behind the same AI services and prompts as OpenAI's.
 * It makes one attempt per call (the SDK's retries are off; JudgeCallPolicy retries), asks for the answer's JSON
 * schema through a forced tool, and falls back to JSON in text for a model that refuses tool use, and to no
 * cachePoint for one that refuses prompt caching, each learned once per model and process.
 */
public final class BedrockChatModel implements ChatModel {

    private static final Logger LOG = Logger.getLogger(BedrockChatModel.class);

    private final BedrockRuntimeClient client;
    private final Supplier<String> modelId;
    private final String region;
    private final List<ChatModelListener> listeners;
    private final int maxTokens;
    private final boolean promptCaching;
    private final Set<String> withoutTools = ConcurrentHashMap.newKeySet();
    private final Set<String> withoutCachePoint = ConcurrentHashMap.newKeySet();

    /** modelId: the model of the call being made (it may differ per request). */
    public BedrockChatModel(BedrockRuntimeClient client, Supplier<String> modelId, String region,
            List<ChatModelListener> listeners, int maxTokens, boolean promptCaching) {
        this.client = client;
        this.modelId = modelId;
        this.region = region;
        this.listeners = List.copyOf(listeners);
        this.maxTokens = maxTokens;
        this.promptCaching = promptCaching;
    }

    /** An answer cut at max_tokens is incomplete: the caller's corrective re-ask handles it, never the score. */
    @Override
    public ChatResponse chat(ChatRequest request) {
        ChatResponse response = ChatModel.super.chat(request);
        if (response.finishReason() == FinishReason.LENGTH) {
            throw new OutputParsingException("The answer of " + response.modelName() + " was cut at max_tokens ("
                    + maxTokens + " tokens, context-recall.bedrock.max-tokens): it is incomplete.", null);
        }
        return response;
    }

    @Override
    public ChatResponse doChat(ChatRequest request) {
        String model = modelId.get();
        if (model == null) {
            throw new InvalidRequestException("No Amazon Bedrock model is configured: set context-recall.bedrock.model-id.");
        }
        boolean structured = ConverseRequests.schema(request) != null;
        while (true) {
            boolean tools = structured && !withoutTools.contains(model);
            boolean cachePoint = promptCaching && !withoutCachePoint.contains(model);
            try {
                ConverseResponse response = client.converse(ConverseRequests.build(request, model,
                        tools ? ConverseRequests.Shape.TOOL : ConverseRequests.Shape.TEXT, cachePoint, maxTokens));
                return answer(response, model);
            } catch (ValidationException refused) {
                String said = String.valueOf(refused.awsErrorDetails() == null ? refused.getMessage()
                        : refused.awsErrorDetails().errorMessage()).toLowerCase(Locale.ROOT);
                if (tools && said.contains("tool")) {
                    withoutTools.add(model);
                    LOG.warnf("Amazon Bedrock model %s does not take a forced tool (%s); its answers are asked for"
                            + " as JSON in text from now on.", model, said);
                } else if (cachePoint && said.contains("cach")) {
                    withoutCachePoint.add(model);
                    LOG.warnf("Amazon Bedrock model %s does not take a cachePoint (%s); its prompts go uncached"
                            + " from now on.", model, said);
                } else {
                    throw BedrockFaults.translate(refused, model, region);
                }
            } catch (SdkException failure) {
                throw BedrockFaults.translate(failure, model, region);
            }
        }
    }

    private static ChatResponse answer(ConverseResponse response, String model) {
        StringBuilder text = new StringBuilder();
        String toolInput = null;
        if (response.output() != null && response.output().message() != null) {
            for (ContentBlock block : response.output().message().content()) {
                if (block.toolUse() != null && toolInput == null) {
                    toolInput = ConverseDocuments.toJson(block.toolUse().input());
                } else if (block.text() != null) {
                    text.append(block.text());
                }
            }
        }
        if (response.stopReason() == StopReason.MODEL_CONTEXT_WINDOW_EXCEEDED) {
            throw new InvalidRequestException("The case is too long for Amazon Bedrock model " + model
                    + " (stopReason model_context_window_exceeded): send less text in one case.");
        }
        TokenUsage usage = response.usage();
        return ChatResponse.builder()
                .aiMessage(AiMessage.from(toolInput != null ? toolInput : text.toString()))
                .modelName(BedrockModels.reportedName(model))
                .finishReason(finishReason(response.stopReason()))
                .tokenUsage(usage == null ? null : new BedrockTokenUsage(count(usage.inputTokens()),
                        count(usage.outputTokens()), count(usage.cacheReadInputTokens()),
                        count(usage.cacheWriteInputTokens())))
                .build();
    }

    private static int count(Integer tokens) {
        return tokens == null ? 0 : tokens;
    }

    private static FinishReason finishReason(StopReason reason) {
        if (reason == null) {
            return FinishReason.OTHER;
        }
        return switch (reason) {
            case MAX_TOKENS -> FinishReason.LENGTH;
            case CONTENT_FILTERED, GUARDRAIL_INTERVENED -> FinishReason.CONTENT_FILTER;
            case END_TURN, STOP_SEQUENCE, TOOL_USE -> FinishReason.STOP;
            default -> FinishReason.OTHER;
        };
    }

    @Override
    public List<ChatModelListener> listeners() {
        return listeners;
    }

    @Override
    public ModelProvider provider() {
        return ModelProvider.AMAZON_BEDROCK;
    }

    /** The AI services then send the answer's JSON schema in the request, which becomes the forced tool. */
    @Override
    public Set<Capability> supportedCapabilities() {
        return Set.of(Capability.RESPONSE_FORMAT_JSON_SCHEMA);
    }
}
