ALTER TABLE "pet_doses" ADD COLUMN "card_photo_url" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "photo_url" text;