package dev.contextrecall.testcase;

import java.util.ArrayList;
import java.util.List;

/** One interaction of a conversation: a user's turns and the assistant turns that answer them (turn indexes). */
public record Interaction(int firstTurn, int lastTurn) {

    /** A new interaction starts at every user turn that follows an assistant turn. */
    public static List<Interaction> of(List<Turn> turns) {
        List<Interaction> out = new ArrayList<>();
        int first = 0;
        boolean answered = false;
        for (int t = 0; t < turns.size(); t++) {
            boolean user = turns.get(t).role() == Turn.Role.USER;
            if (user && answered) {
                out.add(new Interaction(first, t - 1));
                first = t;
                answered = false;
            }
            answered |= !user;
        }
        out.add(new Interaction(first, turns.size() - 1));
        return out;
    }
}
