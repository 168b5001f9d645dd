package dev.contextrecall.config;

/** Who serves the LLM judge's calls (context-recall.judge.provider). */
public enum JudgeProvider {
    /** Any OpenAI-compatible endpoint, through Quarkus LangChain4j's OpenAI model (quarkus.langchain4j.openai.*). */
    OPENAI,
    /** Amazon Bedrock's Converse API, signed with the AWS default credential chain (context-recall.bedrock.*). */
    BEDROCK
}
