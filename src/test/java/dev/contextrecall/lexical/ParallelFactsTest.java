package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/26: two facts said side by side in one sentence, joined by "and" or a comma, each opening with a
 * pair of words that differ in one ("step 1", "step 2"). Each "no" was a "yes" at 100% with /25, each "yes" a "no".
 */
class ParallelFactsTest {

    private static final String STEPS = "Step 1 is testing and step 2 is deployment.";
    private static final String LEAVE = "Employees receive 25 days of sick leave and 20 days of annual leave.";
    private static final String PLANS = "The Basic plan costs $10 per month and the Premium plan $20 per month.";

    @Test
    void aStatementTakingOnePartsPairAndTheOtherPartsWordIsNoSupport() {
        assertReplaced("testing", "step 2 is deployment", STEPS, "Step 2 is testing.", "en");
        assertReplaced("testing", "first step is design", "The first step is design and the second step is testing.",
                "The first step is testing.", "en");
        assertReplaced("annual", "25 days of sick leave", LEAVE, "Employees receive 25 days of annual leave.", "en");
        assertReplaced("40", "north wing has 25 rooms", "The south wing has 40 rooms and the north wing has 25 rooms.",
                "The north wing has 40 rooms.", "en");
        assertReplaced("sales", "Alice leads the marketing team",
                "Alice leads the marketing team and Bob leads the sales team.", "Alice leads the sales team.", "en");
        assertReplaced("2012", "gold medal in 2008", "She won the gold medal in 2008 and the silver medal in 2012.",
                "She won the gold medal in 2012.", "en");
        assertReplaced("long", "20 metres wide", "The bridge is 300 metres long and 20 metres wide.",
                "The bridge is 20 metres long.", "en");
        // a part that leaves out its verb is read from its end
        assertReplaced("email", "Premium plan phone support",
                "The Basic plan includes email support and the Premium plan phone support.",
                "The Premium plan includes email support.", "en");
        assertReplaced("7 am", "east gate at 8 am", "The west gate opens at 7 am, the east gate at 8 am.",
                "The east gate opens at 7 am.", "en");
        assertReplaced("Testen", "erste Schritt ist der Entwurf",
                "Der erste Schritt ist der Entwurf und der zweite Schritt ist das Testen.",
                "Der erste Schritt ist das Testen.", "de");
        assertReplaced("20", "plan básico cuesta 10 dólares al mes",
                "El plan básico cuesta 10 dólares al mes y el plan premium cuesta 20 dólares al mes.",
                "El plan básico cuesta 20 dólares al mes.", "es");
        assertReplaced("test", "première étape est la conception",
                "La première étape est la conception et la deuxième étape est le test.", "La première étape est le test.",
                "fr");
        assertNotSupported("Il primo piano ospita un bar e il secondo piano ospita una biblioteca.",
                "Il secondo piano ospita un bar.", "it");
        assertNotSupported("Η νότια πτέρυγα έχει 40 δωμάτια και η βόρεια πτέρυγα έχει 25 δωμάτια.",
                "Η βόρεια πτέρυγα έχει 40 δωμάτια.", "el");
        assertReplaced("2", "दूसरे चरण में 4 सप्ताह लगते",
                "पहले चरण में 2 सप्ताह लगते हैं और दूसरे चरण में 4 सप्ताह लगते हैं।", "दूसरे चरण में 2 सप्ताह लगते हैं।", "hi");
    }

    @Test
    void eachPartsOwnFactIsSupported() {
        assertSupported(STEPS, "Step 1 is testing.", "en");
        assertSupported(STEPS, "Step 2 is deployment.", "en");
        assertSupported(LEAVE, "Employees receive 25 days of sick leave.", "en");
        assertSupported(LEAVE, "Employees receive 20 days of annual leave.", "en");
        assertSupported(PLANS, "The Basic plan costs $10 per month.", "en");
        assertSupported("The Basic plan includes 5 users and the Premium plan 20 users.",
                "The Premium plan includes 20 users.", "en");
        assertSupported("The Basic plan includes email support and the Premium plan phone support.",
                "The Premium plan includes phone support.", "en");
        assertSupported("Group A meets on Monday and group B on Tuesday.", "Group B meets on Tuesday.", "en");
        assertSupported("The film won Best Picture and Best Director.", "The film won Best Director.", "en");
        assertSupported("Employees receive health insurance and dental insurance.", "Employees receive dental insurance.",
                "en");
        assertSupported("Room A seats 40 people, room B seats 60 people, and room C seats 100 people.",
                "Room C seats 100 people.", "en");
        assertSupported("He studied physics at Oxford and chemistry at Cambridge.", "He studied chemistry at Cambridge.",
                "en");
    }

    @Test
    void aPartThatLeavesOutItsVerbSaysTheVerbOfThePartBefore() {
        // /25 read "Basic plan costs $10" as what the sentence says of the Premium plan (CrossPaired)
        assertSupported(PLANS, "The Premium plan costs $20 per month.", "en");
        assertReplaced("20", "10", PLANS, "The Basic plan costs $20 per month.",
                "en");
    }

    @Test
    void aFigureSaidWithTheWordItCountsIsThatWordsFigure() {
        // /25 read the figure after the statement's verb ("has 2,000") as the one it gives
        assertSupported("The zoo has 2,000 animals of 300 species.", "The zoo has 300 species.", "en");
        assertSupported("The city has 3 train stations, 2 airports and a seaport.", "The city has 2 airports.", "en");
        assertSupported("The park covers 1,200 acres, about 500 hectares.", "The park covers 500 hectares.", "en");
        assertSupported("The library holds 2 million books and 50,000 manuscripts.",
                "The library holds 50,000 manuscripts.", "en");
        // the figure with another word, or past another subject's possessive, is still another fact
        assertReplaced("300 animals", "300 species", "The zoo has 2,000 animals of 300 species.", "The zoo has 300 animals.", "en");
        assertReplaced("500", "200", "The company had 200 employees and its rival has 500 employees.",
                "The company has 500 employees.", "en");
    }

    @Test
    void aPartAfterASemicolonMayLeaveOutItsVerb() {
        String policy = "Refunds are available within 14 days; exchanges within 30 days.";
        assertSupported(policy, "Exchanges are available within 30 days.", "en");
        assertNotSupported(policy, "Refunds are available within 30 days.", "en");
        // a figure with the statement's word in another clause is still another subject's
        assertNotSupported("The password must have at least 12 characters, and the username at least 8 characters.",
                "The password must have at least 8 characters.", "en");
    }

    @Test
    void aDenialOfAnotherObjectIsNoDenialOfTheVerbSaidAgainAfterBut() {
        assertSupported("The drug does not reduce blood pressure but lowers cholesterol.", "The drug lowers cholesterol.",
                "en");
        assertSupported("The museum does not open on Mondays but opens on Tuesdays.", "The museum opens on Tuesdays.",
                "en");
        assertSupported("The policy does not cover vision care, but it covers dental care.",
                "The policy covers dental care.", "en");
        assertSupported("Pets are not allowed inside, but are allowed in the garden.", "Pets are allowed in the garden.",
                "en");
        assertSupported("La tienda no acepta efectivo, pero acepta tarjetas.", "La tienda acepta tarjetas.", "es");
        assertSupported("Le musée n'ouvre pas le lundi mais ouvre le mardi.", "Le musée ouvre le mardi.", "fr");
        assertSupported("Il museo non apre il lunedì ma apre il martedì.", "Il museo apre il martedì.", "it");
        assertSupported("Музей не открывается в понедельник, но открывается во вторник.", "Музей открывается во вторник.",
                "ru");
        // the statement's own object denied, or no verb said again
        assertReplaced("lowers", "not lower", "The drug does not lower blood pressure but lowers cholesterol.",
                "The drug lowers blood pressure.", "en");
        assertReplaced("opens", "not open", "The museum does not open on Mondays but opens on Tuesdays.",
                "The museum opens on Mondays.", "en");
        assertReplaced("supports", "not support", "The app does not support older versions of Windows.",
                "The app supports Windows.", "en");
        assertReplaced("married", "never married", "He never married, though he was engaged to Anna in 1920.",
                "He married Anna in 1920.", "en");
        assertReplaced("acepta", "no acepta", "La tienda no acepta efectivo, pero acepta tarjetas.",
                "La tienda acepta efectivo.", "es");
        assertNotSupported("Il museo non apre il lunedì ma apre il martedì.", "Il museo apre il lunedì.", "it");
    }

    /** offline-lexical/27: the other order, each "yes" a "no" with /26. */
    @Test
    void aDenialOfAnotherObjectIsNoDenialOfTheVerbAffirmedBeforeBut() {
        String warranty = "The warranty covers screen damage but does not cover water damage.";
        assertSupported(warranty, "The warranty covers screen damage.", "en");
        assertSupported("The app supports Windows 11 but does not support Windows 10.", "The app supports Windows 11.",
                "en");
        assertSupported("The plan includes SSO, but it does not include audit logs.", "The plan includes SSO.", "en");
        assertSupported("La garantía cubre daños en la pantalla pero no cubre daños por agua.",
                "La garantía cubre daños en la pantalla.", "es");
        assertSupported("L'application prend en charge Windows mais ne prend pas en charge Linux.",
                "L'application prend en charge Windows.", "fr");
        // the statement's object denied, or a denial with no object of its own ("it")
        assertReplaced("covers", "not cover", warranty, "The warranty covers water damage.", "en");
        assertReplaced("supports", "not support", "The app supports Windows 11 but does not support Windows 10.",
                "The app supports Windows 10.", "en");
        assertReplaced("cubre", "no cubre", "La garantía cubre daños en la pantalla pero no cubre daños por agua.",
                "La garantía cubre daños por agua.", "es");
        assertNotSupported("He speaks French, but he does not speak it well.", "He speaks French well.", "en");
    }

    @Test
    void aNameAfterAnArticleInTheStatementsPlaceIsAnotherName() {
        assertReplaced("Canada", "US", "The plan is available in the US and will launch in Canada next year.",
                "The plan is available in Canada.", "en");
        assertSupported("The plan is available in the US and Canada.", "The plan is available in Canada.", "en");
        assertSupported("The plan is available in the US.", "The plan is available in the US.", "en");
    }

    @Test
    void partsWhosePairsDifferInCapitalsOrInBothWordsOrCloseTheirPartAreParallelToo() {
        String api = "The API allows 100 requests per minute for free accounts and 1,000 requests per minute for paid"
                + " accounts.";
        assertReplaced("Paid", "100 requests per minute for free accounts", api,
                "Paid accounts can make 100 requests per minute.", "en");
        assertSupported(api, "The API rate limit is 100 requests per minute.", "en");
        assertReplaced("16", "base model has 8 GB of memory", "The base model has 8 GB of memory and the Pro model has 16 GB.",
                "The base model has 16 GB of memory.", "en");
        assertSupported("The base model has 8 GB of memory and the Pro model has 16 GB.", "The Pro model has 16 GB of memory.",
                "en");
        String library = "The library opens at 8 am on weekdays and at 10 am on weekends.";
        assertReplaced("weekends", "8 am on weekdays", library, "The library opens at 8 am on weekends.", "en");
        assertReplaced("weekdays", "10 am on weekends", library, "The library opens at 10 am on weekdays.", "en");
        assertSupported(library, "The library opens at 8 am on weekdays.", "en");
        assertSupported(library, "The library opens at 10 am on weekends.", "en");
    }

    @Test
    void aRankSaidInTheClauseAfterAndIsThatClausesRank() {
        String forests = "The Amazon is the largest rainforest in the world and the Congo is the second largest.";
        assertSupported(forests, "The Amazon is the largest rainforest in the world.", "en");
        assertNotSupported(forests, "The Congo is the largest rainforest in the world.", "en");
    }

    @Test
    void aSecondActOfTheSentencesOwnSubjectAfterAndIsNoOtherSubjects() {
        // /25 read "CSV" before "import" as another subject doing what the statement says "Users" do
        String export = "Users can export data as CSV and import data from Excel.";
        assertSupported(export, "Users can import data from Excel.", "en");
        assertNotSupported(export, "Users can export data from Excel.", "en");
        assertSupported("Los usuarios pueden exportar datos como CSV e importar datos desde Excel.",
                "Los usuarios pueden importar datos desde Excel.", "es");
        // another subject straight before the statement's verb still is one
        assertNotSupported("Edison funded the lab and Tesla designed the motor.", "Edison designed the motor.", "en");
    }

    @Test
    void aWordSaidBareAndWithAPrefixIsTheOneByTheStatementsOwnWords() {
        // "non" hyphened on is a prefix, not Italian or French "non": /25 read "non-members" as a denial of "members"
        String course = "The course costs $500 for members and $700 for non-members.";
        assertSupported(course, "The course costs $500 for members.", "en");
        assertReplaced("members", "non-members", course, "The course costs $700 for members.", "en");
        String fees = "Members pay $10 and non-members pay $20.";
        assertSupported(fees, "Members pay $10.", "en");
        assertSupported(fees, "Non-members pay $20.", "en");
        assertReplaced("Members", "non-members", fees, "Members pay $20.", "en");
        assertReplaced("EU", "non-EU", "Fees apply to non-EU citizens.", "Fees apply to EU citizens.", "en");
        assertNotSupported("Il museo non apre il lunedì.", "Il museo apre il lunedì.", "it");
    }

    @Test
    void aMeasureOfAListIsItsWords() {
        String lake = "The lake is 5 km long, 2 km wide and 30 metres deep.";
        assertSupported(lake, "The lake is 30 metres deep.", "en");
        assertSupported(lake, "The lake is 2 km wide.", "en");
        assertNotSupported(lake, "The lake is 2 km long.", "en");
        // a year between is another time's: "in 2010 and its rival has" stays another fact
        assertNotSupported("He scored 30 goals in 2015 and 20 goals in 2016.", "He scored 20 goals in 2015.", "en");
    }
}
