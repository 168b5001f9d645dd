package dev.contextrecall.api;

import com.amazonaws.services.lambda.runtime.events.SNSEvent;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * AWS event types that Funqy's SNS handling reads for context-recall-events but leaves out of the native
 * executable's reflection configuration (found by .ci/native-reflection-check): without them, an SNS record that
 * carries message attributes could not be read by the native function.
 */
@RegisterForReflection(targets = SNSEvent.MessageAttribute.class)
final class NativeEventTypes {

    private NativeEventTypes() {
    }
}
