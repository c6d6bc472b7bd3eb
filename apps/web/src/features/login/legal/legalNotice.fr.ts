/** Mentions légales de Constat (accounts-costing §2 "Login"), texte de référence en français. */
import type { LegalSection } from './types.ts';

export const legalNotice: LegalSection[] = [
  {
    title: '1. Éditeur',
    paragraphs: [
      "L'application Constat est éditée par la société Constat SAS, société par actions simplifiée de droit français. Son siège social, son numéro d'immatriculation au registre du commerce et des sociétés et son numéro de TVA intracommunautaire figurent sur les conditions contractuelles remises à chaque client et sont communiqués sur simple demande.",
      "Le directeur de la publication est le Président de Constat SAS. Pour toute question, vous pouvez contacter l'éditeur par les coordonnées indiquées dans la rubrique « Assistance » de la page Mon compte.",
    ],
  },
  {
    title: '2. Hébergement',
    paragraphs: [
      "Le service et les données qu'il conserve sont hébergés par un fournisseur d'informatique en nuage (cloud) dont les centres de données sont situés sur le territoire de l'Union européenne. Aucune donnée n'est transférée hors de l'Union européenne pour les besoins de l'hébergement.",
    ],
  },
  {
    title: '3. Objet du service',
    paragraphs: [
      "Constat permet aux professionnels de l'immobilier, aux bailleurs et à leurs locataires de réaliser des états des lieux d'entrée et de sortie sur téléphone ou tablette, y compris sans connexion Internet, de les signer sur l'appareil, puis de les enregistrer, de les éditer au format PDF, de les envoyer par courriel et d'en chiffrer les éventuelles réparations.",
    ],
  },
  {
    title: '4. Propriété des contenus',
    paragraphs: [
      "Les utilisateurs demeurent seuls propriétaires des contenus qu'ils saisissent ou importent dans Constat : états des lieux, photographies, signatures, commentaires, logos et textes personnalisés.",
      "Ils concèdent à l'éditeur, pour la durée d'utilisation du service et pour le monde entier, une licence gratuite et non exclusive de stockage, de reproduction et de traitement de ces contenus, dans la seule mesure nécessaire à la fourniture du service : sauvegarde, génération des documents, envoi aux destinataires désignés par l'utilisateur et calcul des chiffrages. Cette licence prend fin avec la suppression des contenus ou du compte, sous réserve des durées de conservation imposées par la loi.",
    ],
  },
  {
    title: '5. Propriété intellectuelle',
    paragraphs: [
      "L'application Constat, sa marque, ses logos, ses textes, ses grilles de chiffrage et son code sont la propriété de Constat SAS et sont protégés par le Code de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable de l'éditeur est interdite.",
    ],
  },
  {
    title: '6. Données personnelles',
    paragraphs: [
      "Les états des lieux contiennent des données personnelles des locataires, bailleurs et mandataires. Le professionnel qui réalise l'état des lieux est responsable de ce traitement ; Constat SAS agit en qualité de sous-traitant au sens du Règlement (UE) 2016/679 (RGPD) et ne traite ces données que sur ses instructions et pour la fourniture du service.",
      "Les données de compte des utilisateurs (identifiant, adresse électronique, société) sont traitées par Constat SAS pour la gestion des comptes et l'assistance. Conformément au RGPD et à la loi « Informatique et Libertés », toute personne dispose d'un droit d'accès, de rectification, d'effacement, de limitation et d'opposition, qu'elle peut exercer auprès de l'éditeur, et du droit d'introduire une réclamation auprès de la CNIL.",
    ],
  },
  {
    title: "7. Stockage sur l'appareil",
    paragraphs: [
      "Pour fonctionner hors ligne, Constat conserve dans le stockage local du navigateur les éléments strictement nécessaires : jetons de connexion, profil choisi, états des lieux en cours, photographies et signatures. Aucun cookie publicitaire ni traceur tiers n'est utilisé. Ces données restent sur l'appareil jusqu'à leur enregistrement sur le serveur ou leur suppression par l'utilisateur.",
    ],
  },
  {
    title: '8. Droit applicable',
    paragraphs: [
      "Les présentes mentions légales sont régies par le droit français. À défaut de résolution amiable, tout litige relatif à l'utilisation de Constat relève des juridictions françaises compétentes.",
    ],
  },
];
