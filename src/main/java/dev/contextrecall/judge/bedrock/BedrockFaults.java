package dev.contextrecall.judge.bedrock;

import java.util.Locale;

import dev.langchain4j.exception.AuthenticationException;
import dev.langchain4j.exception.InternalServerException;
import dev.langchain4j.exception.InvalidRequestException;
import dev.langchain4j.exception.ModelNotFoundException;
import dev.langchain4j.exception.RateLimitException;
import dev.langchain4j.exception.TimeoutException;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * Bedrock's errors as the langchain4j exceptions that {@code JudgeFault} classifies, so our retry layer decides
 * about them as about OpenAI's: throttling, unavailable, not-ready and internal errors are retried; validation and
 * access errors are not. The message names the model and what to do, and has no cause: it is what a user reads.
 */
final class BedrockFaults {

    private BedrockFaults() {
    }

    static RuntimeException translate(SdkException failure, String modelId, String region) {
        if (failure instanceof AwsServiceException aws) {
            return service(aws, modelId, region);
        }
        String message = failure.getMessage() == null ? "" : failure.getMessage();
        if (failure instanceof SdkClientException && message.contains("Unable to load credentials")) {
            return new AuthenticationException("No AWS credentials were found for Amazon Bedrock (model " + modelId
                    + "): set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE, or run with an IAM role"
                    + " (on Lambda, the function's execution role).");
        }
        return failure; // a connection or time-out fault: JudgeFault reads it off its cause
    }

    private static RuntimeException service(AwsServiceException aws, String modelId, String region) {
        String code = aws.awsErrorDetails() == null || aws.awsErrorDetails().errorCode() == null ? ""
                : aws.awsErrorDetails().errorCode();
        String said = aws.awsErrorDetails() == null || aws.awsErrorDetails().errorMessage() == null
                ? String.valueOf(aws.getMessage())
                : aws.awsErrorDetails().errorMessage();
        String what = (code.isEmpty() ? "HTTP " + aws.statusCode() : code) + ": " + said;
        String model = "model " + modelId + " in " + region;
        switch (code) {
            case "ThrottlingException":
                return new RateLimitException("Amazon Bedrock is throttling calls to " + model + " (" + what + ")");
            case "ServiceUnavailableException", "InternalServerException", "ModelNotReadyException",
                    "ModelErrorException":
                return new InternalServerException("Amazon Bedrock could not serve " + model + " (" + what + ")");
            case "ModelTimeoutException":
                return new TimeoutException("Amazon Bedrock's " + model + " timed out (" + what + ")");
            case "AccessDeniedException":
                return new AuthenticationException("Amazon Bedrock denied access to " + model + " (" + what + "). "
                        + "The caller's IAM identity needs bedrock:InvokeModel on this model (for an inference"
                        + " profile: on the profile and the models behind it), and the account needs access to the"
                        + " model (Bedrock console, Model access).");
            case "UnrecognizedClientException", "InvalidSignatureException", "ExpiredTokenException",
                    "MissingAuthenticationTokenException", "IncompleteSignatureException",
                    "InvalidClientTokenId", "SignatureDoesNotMatch":
                return new AuthenticationException("Amazon Bedrock did not accept the AWS credentials calling " + model
                        + " (" + what + "). Check the credentials (unknown, expired or for another partition) and"
                        + " the machine's clock.");
            case "ResourceNotFoundException":
                return new ModelNotFoundException("Amazon Bedrock does not know " + model + " (" + what + "). Check"
                        + " context-recall.bedrock.model-id and the region: a model or inference profile exists only"
                        + " in some regions.");
            case "ValidationException":
                return new InvalidRequestException("Amazon Bedrock refused the request to " + model + " as invalid ("
                        + what + "); asking again will not help" + (said.toLowerCase(Locale.ROOT).contains("too long")
                                || said.toLowerCase(Locale.ROOT).contains("too many")
                                        ? ": send less text in one case." : "."));
            default:
                if (aws.statusCode() == 429) {
                    return new RateLimitException("Amazon Bedrock is throttling calls to " + model + " (" + what + ")");
                }
                if (aws.statusCode() >= 500) {
                    return new InternalServerException("Amazon Bedrock could not serve " + model + " (" + what + ")");
                }
                if (aws.statusCode() == 401 || aws.statusCode() == 403) {
                    return new AuthenticationException("Amazon Bedrock refused the call to " + model + " (" + what
                            + "). Check the credentials and the IAM permissions (bedrock:InvokeModel).");
                }
                return new InvalidRequestException("Amazon Bedrock refused the request to " + model + " (" + what + ")");
        }
    }
}
