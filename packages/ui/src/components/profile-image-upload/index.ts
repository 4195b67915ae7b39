export { ProfileImageUpload, type ProfileImageUploadProps } from "./profile-image-upload.tsx";
