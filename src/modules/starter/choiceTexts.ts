import type { ChildrenChoice, DressCode, GiftChoice } from "../../domain/wizard";
import type { StarterLanguage } from "./languages";

/** Dress codes and gift choices the page can say: OTHER and NOT_DECIDED fall back to COCKTAIL and GIFTS (spec 3, section 4). */
export type PageDressCode = Exclude<DressCode, "OTHER" | "NOT_DECIDED">;
export type PageGiftChoice = Exclude<GiftChoice, "OTHER" | "NOT_DECIDED">;

/**
 * Step 4's option titles and the texts the generated page carries for them. Children have a
 * text of their own for OTHER and NOT_DECIDED: a page that says "no children" for a couple
 * who has not decided would tell their guests something untrue.
 */
export interface ChoiceTexts {
  dressCode: { titles: Record<DressCode, string>; texts: Record<PageDressCode, string> };
  children: { titles: Record<ChildrenChoice, string>; texts: Record<ChildrenChoice, string> };
  gifts: { titles: Record<GiftChoice, string>; texts: Record<PageGiftChoice, string> };
}

export const CHOICE_TEXTS: Record<StarterLanguage, ChoiceTexts> = {
  sv: {
    dressCode: {
      titles: { WHITE_TIE: "Frack", BLACK_TIE: "Smoking", FORMAL: "Mörk kostym", COCKTAIL: "Kavaj", CASUAL: "Ledig klädsel", OTHER: "Annat", NOT_DECIDED: "Inte bestämt" },
      texts: {
        WHITE_TIE: "Klädkoden är frack – den allra mest högtidliga. Frack med vit väst och vit fluga, eller lång aftonklänning.",
        BLACK_TIE: "Klädkoden är smoking. Smoking med svart fluga, eller lång klänning eller en elegant cocktailklänning.",
        FORMAL: "Klädkoden är mörk kostym. Mörk kostym med slips, eller klänning i knälängd eller längre.",
        COCKTAIL: "Klädkoden är kavaj. Kostym eller kavaj med skjorta, eller en festlig klänning, kjol eller jumpsuit – gärna något du känner dig fin i.",
        CASUAL: "Klädseln är ledig. Kom som du känner dig bekväm och fin – och glöm inte skor som du kan dansa i!",
      },
    },
    children: {
      titles: { NO_CHILDREN: "Inga barn", CHILDREN_ALLOWED_ON_CEREMONY: "Barn välkomna på vigseln", CHILDREN_WELCOME: "Barn är välkomna", OTHER: "Annat", NOT_DECIDED: "Inte bestämt" },
      texts: {
        NO_CHILDREN: "Vi tycker mycket om era barn, men vill att ni ska kunna koppla av och festa med oss hela kvällen. Därför firar vi den här dagen utan barn.",
        CHILDREN_ALLOWED_ON_CEREMONY: "Barn är varmt välkomna på vigseln. Middagen och festen efteråt är för vuxna.",
        CHILDREN_WELCOME: "Barn är varmt välkomna hela dagen! Ta med barnen när ni OSA:r, så ordnar vi barnmeny och plats åt alla.",
        OTHER: "Undrar du något om barn på bröllopet? Hör av dig till oss, så berättar vi hur vi har tänkt.",
        NOT_DECIDED: "Vi har inte bestämt allt kring barnen ännu. Vi berättar här på sidan så snart vi vet.",
      },
    },
    gifts: {
      titles: { MONEY: "Pengar", GIFTS: "Önskelista", GUEST_FEE: "Gästavgift", NO_GIFTS: "Inga presenter", OTHER: "Annat", NOT_DECIDED: "Inte bestämt" },
      texts: {
        GIFTS: "Den finaste presenten är att ni kommer. Vill ni ändå ge något har vi samlat några önskningar här – reservera det du vill ge, så blir det inga dubbletter.",
        MONEY: "Den finaste presenten är att ni kommer och firar med oss. Vill ni ändå ge något blir vi jätteglada för ett bidrag till vår bröllopsresa. Hur ni kan ge det skriver vi här snart.",
        GUEST_FEE: "Vi önskar oss inga presenter. I stället tar vi ut en mindre gästavgift som går till festen – hur mycket och hur ni betalar berättar vi närmare dagen.",
        NO_GIFTS: "Er närvaro är den enda present vi önskar oss. Ta med er festhumöret – inte paket!",
      },
    },
  },
  en: {
    dressCode: {
      titles: { WHITE_TIE: "White tie", BLACK_TIE: "Black tie", FORMAL: "Formal", COCKTAIL: "Cocktail", CASUAL: "Casual", OTHER: "Other", NOT_DECIDED: "Not decided" },
      texts: {
        WHITE_TIE: "The dress code is white tie – the most formal of all. A tailcoat with white waistcoat and bow tie, or a floor-length evening gown.",
        BLACK_TIE: "The dress code is black tie. A dinner jacket with a black bow tie, or a long dress or an elegant cocktail dress.",
        FORMAL: "The dress code is formal. A dark suit and tie, or a knee-length or longer dress.",
        COCKTAIL: "The dress code is cocktail. A suit or blazer with a shirt, or a festive dress, skirt or jumpsuit – something you feel wonderful in.",
        CASUAL: "The dress code is casual. Come as you feel comfortable and festive – and bring shoes you can dance in!",
      },
    },
    children: {
      titles: { NO_CHILDREN: "No children", CHILDREN_ALLOWED_ON_CEREMONY: "Children welcome at the ceremony", CHILDREN_WELCOME: "Children welcome", OTHER: "Other", NOT_DECIDED: "Not decided" },
      texts: {
        NO_CHILDREN: "We love your little ones, but we would like you to relax and celebrate with us all evening. That is why our day is for adults only.",
        CHILDREN_ALLOWED_ON_CEREMONY: "Children are very welcome at the ceremony. The dinner and party afterwards are for adults.",
        CHILDREN_WELCOME: "Children are very welcome all day! Include them when you reply, so we can plan children's meals and seats for everyone.",
        OTHER: "Wondering about bringing children? Get in touch and we will tell you what we have planned.",
        NOT_DECIDED: "We have not settled everything about children yet. We will tell you here as soon as we know.",
      },
    },
    gifts: {
      titles: { MONEY: "Money", GIFTS: "Gift registry", GUEST_FEE: "Guest contribution", NO_GIFTS: "No gifts", OTHER: "Other", NOT_DECIDED: "Not decided" },
      texts: {
        GIFTS: "The best gift is having you there. If you would still like to give something, we have gathered a few wishes here – reserve what you want to give, so nothing is given twice.",
        MONEY: "The best gift is having you there to celebrate with us. If you would still like to give something, a contribution to our honeymoon would make us very happy. How to give it, we will write here soon.",
        GUEST_FEE: "We do not wish for any gifts. Instead we ask for a small guest contribution towards the party – we will tell you how much and how to pay closer to the day.",
        NO_GIFTS: "Your company is the only gift we wish for. Bring your party spirit – not parcels!",
      },
    },
  },
  da: {
    dressCode: {
      titles: { WHITE_TIE: "Kjole og hvidt", BLACK_TIE: "Smoking", FORMAL: "Mørkt tøj", COCKTAIL: "Cocktail", CASUAL: "Afslappet", OTHER: "Andet", NOT_DECIDED: "Ikke besluttet" },
      texts: {
        WHITE_TIE: "Dresscoden er kjole og hvidt – den allermest festlige. Kjole og hvidt med hvid vest og hvid butterfly, eller lang aftenkjole.",
        BLACK_TIE: "Dresscoden er smoking. Smoking med sort butterfly, eller lang kjole eller en elegant cocktailkjole.",
        FORMAL: "Dresscoden er mørkt tøj. Mørkt jakkesæt med slips, eller kjole til knæet eller længere.",
        COCKTAIL: "Dresscoden er cocktail. Jakkesæt eller blazer med skjorte, eller en festlig kjole, nederdel eller jumpsuit – gerne noget, du føler dig fin i.",
        CASUAL: "Dresscoden er afslappet. Kom, som du føler dig godt tilpas og fin – og husk sko, du kan danse i!",
      },
    },
    children: {
      titles: { NO_CHILDREN: "Ingen børn", CHILDREN_ALLOWED_ON_CEREMONY: "Børn velkomne til vielsen", CHILDREN_WELCOME: "Børn er velkomne", OTHER: "Andet", NOT_DECIDED: "Ikke besluttet" },
      texts: {
        NO_CHILDREN: "Vi holder meget af jeres børn, men vil gerne have, at I kan slappe af og feste med os hele aftenen. Derfor fejrer vi dagen uden børn.",
        CHILDREN_ALLOWED_ON_CEREMONY: "Børn er hjertelig velkomne til vielsen. Middagen og festen bagefter er for voksne.",
        CHILDREN_WELCOME: "Børn er hjertelig velkomne hele dagen! Skriv børnene med, når I svarer, så sørger vi for børnemenu og plads til alle.",
        OTHER: "Har du spørgsmål om børn til brylluppet? Skriv til os, så fortæller vi, hvordan vi har tænkt det.",
        NOT_DECIDED: "Vi har ikke besluttet alt om børnene endnu. Vi fortæller det her på siden, så snart vi ved det.",
      },
    },
    gifts: {
      titles: { MONEY: "Penge", GIFTS: "Ønskeliste", GUEST_FEE: "Gæstebidrag", NO_GIFTS: "Ingen gaver", OTHER: "Andet", NOT_DECIDED: "Ikke besluttet" },
      texts: {
        GIFTS: "Den fineste gave er, at I kommer. Vil I alligevel give noget, har vi samlet et par ønsker her – reservér det, du vil give, så undgår vi dobbeltgaver.",
        MONEY: "Den fineste gave er, at I kommer og fejrer dagen med os. Vil I alligevel give noget, bliver vi rigtig glade for et bidrag til vores bryllupsrejse. Hvordan I kan give det, skriver vi her snart.",
        GUEST_FEE: "Vi ønsker os ingen gaver. I stedet beder vi om et lille gæstebidrag til festen – hvor meget og hvordan I betaler, fortæller vi tættere på dagen.",
        NO_GIFTS: "Jeres selskab er den eneste gave, vi ønsker os. Tag festhumøret med – ikke pakker!",
      },
    },
  },
  no: {
    dressCode: {
      titles: { WHITE_TIE: "Kjole og hvitt", BLACK_TIE: "Smoking", FORMAL: "Mørk dress", COCKTAIL: "Cocktail", CASUAL: "Uformelt", OTHER: "Annet", NOT_DECIDED: "Ikke bestemt" },
      texts: {
        WHITE_TIE: "Antrekket er kjole og hvitt – det aller mest høytidelige. Kjole og hvitt med hvit vest og hvit sløyfe, eller lang aftenkjole.",
        BLACK_TIE: "Antrekket er smoking. Smoking med svart sløyfe, eller lang kjole eller en elegant cocktailkjole.",
        FORMAL: "Antrekket er mørk dress. Mørk dress med slips, eller kjole til knærne eller lengre.",
        COCKTAIL: "Antrekket er cocktail. Dress eller blazer med skjorte, eller en festlig kjole, et skjørt eller en jumpsuit – gjerne noe du føler deg fin i.",
        CASUAL: "Antrekket er uformelt. Kom som du føler deg komfortabel og fin – og husk sko du kan danse i!",
      },
    },
    children: {
      titles: { NO_CHILDREN: "Ingen barn", CHILDREN_ALLOWED_ON_CEREMONY: "Barn velkommen i vielsen", CHILDREN_WELCOME: "Barn er velkommen", OTHER: "Annet", NOT_DECIDED: "Ikke bestemt" },
      texts: {
        NO_CHILDREN: "Vi er glade i barna deres, men vil at dere skal kunne slappe av og feste med oss hele kvelden. Derfor feirer vi denne dagen uten barn.",
        CHILDREN_ALLOWED_ON_CEREMONY: "Barn er hjertelig velkommen i vielsen. Middagen og festen etterpå er for voksne.",
        CHILDREN_WELCOME: "Barn er hjertelig velkommen hele dagen! Ta med barna når dere svarer, så ordner vi barnemeny og plass til alle.",
        OTHER: "Lurer du på noe om barn i bryllupet? Ta kontakt med oss, så forteller vi hvordan vi har tenkt.",
        NOT_DECIDED: "Vi har ikke bestemt alt om barna ennå. Vi forteller det her på siden så snart vi vet.",
      },
    },
    gifts: {
      titles: { MONEY: "Penger", GIFTS: "Ønskeliste", GUEST_FEE: "Gjesteavgift", NO_GIFTS: "Ingen gaver", OTHER: "Annet", NOT_DECIDED: "Ikke bestemt" },
      texts: {
        GIFTS: "Den fineste gaven er at dere kommer. Vil dere likevel gi noe, har vi samlet noen ønsker her – reserver det du vil gi, så unngår vi doble gaver.",
        MONEY: "Den fineste gaven er at dere kommer og feirer med oss. Vil dere likevel gi noe, blir vi veldig glade for et bidrag til bryllupsreisen vår. Hvordan dere kan gi det, skriver vi her snart.",
        GUEST_FEE: "Vi ønsker oss ingen gaver. I stedet tar vi en liten gjesteavgift som går til festen – hvor mye og hvordan dere betaler, forteller vi nærmere dagen.",
        NO_GIFTS: "At dere kommer, er den eneste gaven vi ønsker oss. Ta med festhumøret – ikke pakker!",
      },
    },
  },
  fi: {
    dressCode: {
      titles: { WHITE_TIE: "Frakki", BLACK_TIE: "Smokki", FORMAL: "Tumma puku", COCKTAIL: "Cocktail", CASUAL: "Rento", OTHER: "Muu", NOT_DECIDED: "Ei vielä päätetty" },
      texts: {
        WHITE_TIE: "Pukukoodi on frakki – kaikista juhlavin. Frakki, valkoinen liivi ja valkoinen rusetti tai pitkä iltapuku.",
        BLACK_TIE: "Pukukoodi on smokki. Smokki ja musta rusetti tai pitkä mekko tai tyylikäs cocktailmekko.",
        FORMAL: "Pukukoodi on tumma puku. Tumma puku ja solmio tai vähintään polvipituinen mekko.",
        COCKTAIL: "Pukukoodi on cocktail. Puku tai bleiseri ja kauluspaita tai juhlava mekko, hame tai haalari – jotain, jossa tunnet olosi hyväksi.",
        CASUAL: "Pukukoodi on rento. Pukeudu niin, että olosi on mukava ja juhlava – ja muista kengät, joilla jaksaa tanssia!",
      },
    },
    children: {
      titles: { NO_CHILDREN: "Ei lapsia", CHILDREN_ALLOWED_ON_CEREMONY: "Lapset tervetulleita vihkimiseen", CHILDREN_WELCOME: "Lapset ovat tervetulleita", OTHER: "Muu", NOT_DECIDED: "Ei vielä päätetty" },
      texts: {
        NO_CHILDREN: "Pidämme kovasti lapsistanne, mutta toivomme, että voitte rentoutua ja juhlia kanssamme koko illan. Siksi juhlimme tätä päivää aikuisten kesken.",
        CHILDREN_ALLOWED_ON_CEREMONY: "Lapset ovat lämpimästi tervetulleita vihkimiseen. Illallinen ja juhla sen jälkeen ovat aikuisille.",
        CHILDREN_WELCOME: "Lapset ovat lämpimästi tervetulleita koko päiväksi! Ilmoita lapset mukaan vastatessasi, niin varaamme lastenmenun ja paikat kaikille.",
        OTHER: "Mietityttääkö lasten ottaminen mukaan? Ota yhteyttä, niin kerromme, miten olemme ajatelleet.",
        NOT_DECIDED: "Emme ole vielä päättäneet kaikkea lapsiin liittyvää. Kerromme täällä heti, kun tiedämme.",
      },
    },
    gifts: {
      titles: { MONEY: "Raha", GIFTS: "Lahjatoivelista", GUEST_FEE: "Osallistumismaksu", NO_GIFTS: "Ei lahjoja", OTHER: "Muu", NOT_DECIDED: "Ei vielä päätetty" },
      texts: {
        GIFTS: "Paras lahja on, että tulet juhlimaan kanssamme. Jos haluat silti antaa jotain, olemme koonneet tähän muutaman toiveen – varaa lahja, niin vältämme tuplat.",
        MONEY: "Paras lahja on, että tulet juhlimaan kanssamme. Jos haluat silti antaa jotain, ilahdumme kovasti pienestä avustuksesta häämatkaamme. Kerromme tässä pian, miten sen voi antaa.",
        GUEST_FEE: "Emme toivo lahjoja. Sen sijaan keräämme pienen osallistumismaksun juhlan kuluihin – kerromme summan ja maksutavan lähempänä päivää.",
        NO_GIFTS: "Läsnäolosi on ainoa lahja, jota toivomme. Tuo mukanasi juhlamieli – ei paketteja!",
      },
    },
  },
};
