/**
 * The three agreements we ship as starting points. The Word export turns a short line in capitals
 * into a heading and a paragraph starting "1. " into a numbered clause, so: the title and section
 * headings are lines of their own in capitals, and clauses are numbered through the whole text.
 * Signature blocks are not part of the text: the Word export adds them.
 */

export const MUTUAL_NDA_TEXT = `MUTUAL NON-DISCLOSURE AGREEMENT

This Mutual Non-Disclosure Agreement (the "Agreement") is between [COMPANY] and [PARTNER] (each a "Party" and together the "Parties"). It takes effect on [EFFECTIVE_DATE] (the "Effective Date").

PURPOSE

1. The Parties expect to share non-public information with each other in order to [PURPOSE] (the "Purpose"). A Party is the "Disclosing Party" for the information it shares and the "Receiving Party" for the information it receives.

CONFIDENTIAL INFORMATION

2. "Confidential Information" means any information that the Disclosing Party shares with the Receiving Party, in writing, orally, electronically or by giving access to its premises or systems, that is marked as confidential or that a reasonable person would understand to be confidential. It includes curricula, research, information about students, families and staff, financial information, plans, software and know-how.

3. Confidential Information does not include information that the Receiving Party can show (a) is or becomes public through no fault of its own, (b) it already knew without a duty of confidentiality, (c) it lawfully received from someone else who was free to share it, or (d) it developed on its own without using the Disclosing Party's Confidential Information.

OBLIGATIONS

4. The Receiving Party will use Confidential Information only for the Purpose. It will share it only with its employees, volunteers, advisers and contractors who need it for the Purpose and who are bound by confidentiality duties at least as strict as this Agreement. It is responsible for what those people do with it.

5. The Receiving Party will protect Confidential Information with at least the care it uses for its own confidential information of a similar kind, and never with less than reasonable care.

6. The Receiving Party will tell the Disclosing Party in writing, without delay, if it learns of any use or disclosure of Confidential Information that this Agreement does not allow, and will help to limit the harm.

7. If a law, regulation or court order requires the Receiving Party to disclose Confidential Information, it may do so. Where the law allows, it will first give the Disclosing Party prompt written notice so that the Disclosing Party can seek protection, and it will disclose only what is required.

TERM

8. This Agreement lasts [DURATION] months from the Effective Date. Either Party may end it earlier by giving the other Party 30 days' written notice.

9. The duties in this Agreement continue for 3 years after it ends. Duties about trade secrets and about personal information of students, families, patients or staff continue for as long as the law protects that information.

RETURN OF INFORMATION

10. When this Agreement ends, or earlier if the Disclosing Party asks in writing, the Receiving Party will return or destroy the Disclosing Party's Confidential Information and, on request, confirm this in writing. Copies kept in routine backups or kept because the law requires it stay confidential under this Agreement.

GENERAL

11. Confidential Information remains the property of the Disclosing Party. This Agreement gives no licence or other right to it except the right to use it for the Purpose.

12. Neither Party has to share any particular information or to sign any further agreement. Confidential Information is shared as it is, without any promise that it is accurate or complete.

13. A breach of this Agreement may cause harm that money cannot fully repair, so the Disclosing Party may ask a court for an injunction in addition to any other remedy.

14. The laws of the State of Texas govern this Agreement. It is the whole agreement between the Parties about its subject and can be changed only in a document signed by both Parties.`;

export const ONE_WAY_NDA_TEXT = `ONE-WAY NON-DISCLOSURE AGREEMENT

This One-Way Non-Disclosure Agreement (the "Agreement") is between [COMPANY] (the "Disclosing Party") and [PARTNER] (the "Receiving Party"). It takes effect on [EFFECTIVE_DATE] (the "Effective Date").

PURPOSE

1. The Disclosing Party will share non-public information with the Receiving Party in order to [PURPOSE] (the "Purpose"). This Agreement protects only the information the Disclosing Party shares.

CONFIDENTIAL INFORMATION

2. "Confidential Information" means any information that the Disclosing Party shares with the Receiving Party, in writing, orally, electronically or by giving access to its premises or systems, that is marked as confidential or that a reasonable person would understand to be confidential. It includes curricula, teaching methods, research, information about students, families and staff, financial information, plans and software.

3. Confidential Information does not include information that the Receiving Party can show (a) is or becomes public through no fault of its own, (b) it already knew without a duty of confidentiality, (c) it lawfully received from someone else who was free to share it, or (d) it developed on its own without using the Confidential Information.

OBLIGATIONS OF THE RECEIVING PARTY

4. The Receiving Party will use Confidential Information only for the Purpose. It will share it only with its employees, advisers and contractors who need it for the Purpose and who are bound by confidentiality duties at least as strict as this Agreement. It is responsible for what those people do with it.

5. The Receiving Party will protect Confidential Information with at least the care it uses for its own confidential information of a similar kind, and never with less than reasonable care.

6. The Receiving Party will make copies only as far as the Purpose needs them, and will not reverse engineer, decompile or take apart any software, prototype or material it receives.

7. The Receiving Party will not try to identify any student, family member or staff member from de-identified or combined information, and will not use Confidential Information to contact students or their families.

8. The Receiving Party will tell the Disclosing Party in writing, without delay, if it learns of any use or disclosure of Confidential Information that this Agreement does not allow, and will help to limit the harm.

9. If a law, regulation or court order requires the Receiving Party to disclose Confidential Information, it may do so. Where the law allows, it will first give the Disclosing Party prompt written notice so that the Disclosing Party can seek protection, and it will disclose only what is required.

TERM

10. This Agreement lasts [DURATION] months from the Effective Date. The Disclosing Party may end it earlier by written notice.

11. The duties of the Receiving Party continue for 3 years after this Agreement ends. Duties about trade secrets and about personal information of students, families or staff continue for as long as the law protects that information.

RETURN OF INFORMATION

12. When this Agreement ends, or earlier if the Disclosing Party asks in writing, the Receiving Party will return or destroy all Confidential Information and any notes or copies made from it, and confirm this in writing within 14 days.

GENERAL

13. Confidential Information remains the property of the Disclosing Party. This Agreement gives the Receiving Party no licence or other right to it except the right to use it for the Purpose.

14. A breach of this Agreement may cause harm that money cannot fully repair, so the Disclosing Party may ask a court for an injunction in addition to any other remedy.

15. The laws of the State of Texas govern this Agreement. It is the whole agreement between the parties about its subject and can be changed only in a document signed by both of them.`;

export const HEALTHCARE_PARTNER_NDA_TEXT = `HEALTHCARE PARTNER NON-DISCLOSURE AGREEMENT

This Healthcare Partner Non-Disclosure Agreement (the "Agreement") is between [COMPANY] and [PARTNER] (each a "Party" and together the "Parties"). It takes effect on [EFFECTIVE_DATE] (the "Effective Date").

PURPOSE

1. The Parties expect to share non-public information, which may include health information about learners, in order to [PURPOSE] (the "Purpose"). A Party is the "Disclosing Party" for the information it shares and the "Receiving Party" for the information it receives.

CONFIDENTIAL INFORMATION

2. "Confidential Information" means any information that the Disclosing Party shares with the Receiving Party, in any form, that is marked as confidential or that a reasonable person would understand to be confidential. It includes Protected Health Information, student education records, research data, curricula, clinical and teaching methods, and plans.

3. Confidential Information does not include information that the Receiving Party can show (a) is or becomes public through no fault of its own, (b) it already knew without a duty of confidentiality, (c) it lawfully received from someone else who was free to share it, or (d) it developed on its own without using the Confidential Information. These exceptions never apply to Protected Health Information or student education records.

OBLIGATIONS

4. The Receiving Party will use Confidential Information only for the Purpose and will share it only with its employees, clinicians, educators and contractors who need it for the Purpose and who are bound by confidentiality duties at least as strict as this Agreement.

5. The Receiving Party will protect Confidential Information with at least the care it uses for its own confidential information of a similar kind, and never with less than reasonable care.

6. If a law, regulation or court order requires the Receiving Party to disclose Confidential Information, it may do so. Where the law allows, it will first give the Disclosing Party prompt written notice, and it will disclose only what is required.

PROTECTED HEALTH INFORMATION (HIPAA)

7. "HIPAA" means the Health Insurance Portability and Accountability Act of 1996 and its regulations, as amended by the HITECH Act. "Protected Health Information" or "PHI" has the meaning given in 45 C.F.R. § 160.103.

8. The Parties will share de-identified information, as described in 45 C.F.R. § 164.514, wherever it serves the Purpose. PHI is shared only when the Purpose cannot be met without it.

9. Minimum necessary. Each Party will request, use and disclose only the minimum PHI necessary to accomplish the Purpose, as required by 45 C.F.R. § 164.502(b).

10. Business associate agreement. Where a Party creates, receives, keeps or transmits PHI on behalf of the other Party as a covered entity, or otherwise acts as a business associate under HIPAA, the Parties will sign a business associate agreement before any PHI is shared. If that agreement and this Agreement differ about PHI, the business associate agreement controls.

11. Safeguards. The Receiving Party will use administrative, physical and technical safeguards that protect PHI from any use or disclosure this Agreement does not allow, including encryption of PHI when it is stored or sent, and access limited to named people who need it for the Purpose.

12. Breach notification. The Receiving Party will notify the Disclosing Party in writing within 5 business days after discovering any use or disclosure of PHI that this Agreement does not allow, including any breach of unsecured PHI as defined in 45 C.F.R. § 164.402. The notice will say what happened, which individuals and information are affected as far as known, and what has been done to contain it. The Receiving Party will add information as it learns more, cooperate with the investigation and support any notices the law requires.

13. Return or destruction. When this Agreement ends, or within 30 days after the Disclosing Party asks in writing, the Receiving Party will return or securely destroy all PHI, including copies held by its contractors, and confirm the destruction in writing. If returning or destroying some PHI is not feasible, the Receiving Party will explain why in writing, keep protecting it under this Agreement and use it only for the reasons that make return or destruction infeasible.

14. Each Party will also comply with Texas law on health information, including Chapter 181 of the Texas Health and Safety Code.

STUDENT RECORDS

15. Student education records protected by the Family Educational Rights and Privacy Act (20 U.S.C. § 1232g and 34 C.F.R. Part 99) are shared only with the written consent of a parent or eligible student, or as that Act otherwise allows, and the Receiving Party will not disclose them further except as the Act allows.

TERM

16. This Agreement lasts [DURATION] months from the Effective Date.

17. The duties in this Agreement continue for 3 years after it ends. Duties about PHI and student education records continue for as long as the Receiving Party or its contractors hold that information.

GENERAL

18. Confidential Information remains the property of the Disclosing Party. This Agreement gives no licence or other right to it except the right to use it for the Purpose.

19. A breach of this Agreement may cause harm that money cannot fully repair, so the Disclosing Party may ask a court for an injunction in addition to any other remedy.

20. The laws of the State of Texas govern this Agreement. Together with any business associate agreement under clause 10, it is the whole agreement between the Parties about its subject and can be changed only in a document signed by both Parties.`;
