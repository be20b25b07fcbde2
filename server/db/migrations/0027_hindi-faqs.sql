ALTER TABLE "faqs" ADD COLUMN "question_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_hindi_both_or_neither" CHECK (("faqs"."question_hi" is null) = ("faqs"."answer_hi" is null));--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_hindi_not_blank" CHECK ("faqs"."question_hi" is null or (length(trim("faqs"."question_hi")) > 0 and length(trim("faqs"."answer_hi")) > 0));