package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/35: a denial read along its list ("not water damage or accidental drops"), an opposite whose
 * exception names the statement's word ("open Monday to Friday, except on public holidays"), a subject set apart by
 * "unlike", and a figure said "otherwise" put with the condition before it. Each changed verdict or reason was
 * another with /34; the guards hold on both.
 */
class DenialsAndExceptionsTest {

    @Test
    void aDenialCoversEveryMemberOfItsOrList() {
        assertReplaced("accidental drops", "not water damage or accidental drops",
                "The two-year warranty covers manufacturing defects but not water damage or accidental drops.",
                "The warranty covers accidental drops.", "en");
        assertReplaced("transferable", "not refundable or transferable", "Tickets are not refundable or transferable.",
                "Tickets are transferable.", "en");
        assertReplaced("Stürze ab", "keine Wasserschäden oder Stürze ab",
                "Die Garantie deckt keine Wasserschäden oder Stürze ab.", "Die Garantie deckt Stürze ab.", "de");
        assertReplaced("charger", "not the battery or charger",
                "The warranty covers the screen and keyboard but not the battery or charger.",
                "The warranty covers the charger.", "en");
    }

    @Test
    void aDenialOfAnotherClauseOrVerbIsNoDenialOfTheStatement() {
        assertSupported("The two-year warranty covers manufacturing defects but not water damage or accidental drops.",
                "The warranty covers manufacturing defects.", "en");
        assertSupported("The warranty covers the screen and keyboard but not the battery or charger.",
                "The warranty covers the keyboard.", "en");
        assertSupported(
                "The drug is not approved for pregnant women or for children under 6, but is safe for children "
                + "over 12.", "The drug is safe for children.", "en");
        assertSupported("Members cannot bring pets or children under 12, but they can bring guests.",
                "Members can bring guests.", "en");
    }

    @Test
    void anOppositeWithTheStatementsWordExceptedSaysTheStatement() {
        assertSupported("The office is open Monday to Friday, except on public holidays.",
                "The office is closed on public holidays.", "en");
        assertSupported("The shop is open every day except Sundays.", "The shop is closed on Sundays.", "en");
        assertSupported("Das Geschäft ist täglich außer sonntags geöffnet.", "Das Geschäft ist sonntags geschlossen.",
                "de");
        assertSupported("The museum is open daily, except Mondays and public holidays.",
                "The museum is closed on Mondays.", "en");
    }

    @Test
    void anExceptionDeniesTheStatementsOwnWord() {
        assertReplaced("public", "except on public", "The office is open Monday to Friday, except on public holidays.",
                "The office is open on public holidays.", "en");
    }

    @Test
    void aSubjectSetApartByUnlikeIsAnotherFact() {
        assertReplaced("predecessor", "Unlike its predecessor",
                "Unlike its predecessor, the phone supports 5G and Wi-Fi 6.", "The predecessor supports 5G.", "en");
        assertReplaced("Frogs", "Unlike frogs", "Unlike frogs, lizards have dry scales and lay eggs on land.",
                "Frogs have scales.", "en");
        assertReplaced("modelo", "A diferencia del modelo anterior",
                "A diferencia del modelo anterior, el nuevo tiene cámara triple.",
                "El modelo anterior tiene cámara triple.", "es");
    }

    @Test
    void theSubjectOfTheClauseAfterUnlikeIsTheStatements() {
        assertSupported("Unlike its predecessor, the phone supports 5G and Wi-Fi 6.", "The phone supports 5G.", "en");
        assertSupported("Unlike frogs, lizards have dry scales and lay eggs on land.", "Lizards have scales.", "en");
    }

    @Test
    void aFigureSaidOtherwiseIsNotTheConditionsBefore() {
        String shipping = "Shipping is free on orders over $50; otherwise it costs $5.99.";
        assertReplaced("50", "otherwise it costs $5.99", shipping, "Shipping costs $5.99 on orders over $50.", "en");
        assertReplaced("50", "en los demás cuesta 4,99 euros", "El envío es gratuito en pedidos de más de 50 euros; en "
                + "los demás cuesta 4,99 euros.", "El envío cuesta 4,99 euros en pedidos de más de 50 euros.", "es");
        assertReplaced("50", "sonst kostet sie 4,99 Euro", "Die Lieferung ist bei Bestellungen über 50 Euro kostenlos, "
                + "sonst kostet sie 4,99 Euro.", "Die Lieferung kostet 4,99 Euro bei Bestellungen über 50 Euro.", "de");
        // a clause after "but" with a subject and verb of its own
        assertReplaced("businesses", "personal", "The app is free for personal use, but businesses need a paid "
                + "licence.", "The app is free for businesses.", "en");
        // guards: the condition's own figure, and a figure said otherwise without the condition's
        assertSupported(shipping, "Shipping is free on orders over $50.", "en");
        assertSupported("Members pay $10 per class; otherwise the fee is $15.", "Members pay $10 per class.", "en");
    }
}
